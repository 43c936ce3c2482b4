import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ComparisonsModule } from '../comparisons/comparisons.module';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({ imports: [AuthModule, ComparisonsModule], controllers: [MeController], providers: [ProfileService] })
export class ProfileModule {}
