import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiTokenEntity } from '@juxta/persistence';
import { AuthModule } from '../auth/auth.module';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensService } from './api-tokens.service';
import { TokenRevocationsService } from './token-revocations.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApiTokenEntity]), AuthModule],
  controllers: [ApiTokensController],
  providers: [ApiTokensService, TokenRevocationsService],
  exports: [ApiTokensService, TokenRevocationsService],
})
export class TokensModule {}
