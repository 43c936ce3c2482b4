import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiToken, CreatedApiToken } from '@juxta/contracts';
import type { UserEntity } from '@juxta/persistence';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { ApiTokensService } from './api-tokens.service';
import { CreateApiTokenDto } from './dto/create-api-token.dto';

/** Token management needs the signed-in session: no token can mint or revoke tokens (no @TokenScopes). */
@ApiTags('profile')
@Controller('me/tokens')
@UseGuards(SessionAuthGuard)
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get()
  @ApiOperation({ summary: 'My API tokens (never their secrets)' })
  list(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<ApiToken[]> {
    res.setHeader('Cache-Control', 'no-store');
    return this.tokens.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Create an API token; the answer holds its secret, shown this once' })
  create(@CurrentUser() user: UserEntity, @Body() dto: CreateApiTokenDto, @Res({ passthrough: true }) res: Response): Promise<CreatedApiToken> {
    res.setHeader('Cache-Control', 'no-store');
    return this.tokens.create(user.id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API token: refused at once on every API instance' })
  async revoke(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.tokens.revoke(user.id, id);
  }
}
