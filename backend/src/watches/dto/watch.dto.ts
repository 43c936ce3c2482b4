import { WATCH_FREQUENCIES, type WatchFrequency, type WatchRequest } from '@juxta/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';

/** `PUT /api/comparisons/{id}/watch`: how often, and optionally where to POST changes (null removes the webhook). */
export class WatchDto implements WatchRequest {
  @ApiPropertyOptional({ enum: WATCH_FREQUENCIES, default: 'weekly' })
  @ValidateIf((_o: object, value: unknown) => value !== undefined)
  @IsIn(WATCH_FREQUENCIES, { message: `frequency must be one of ${WATCH_FREQUENCIES.join(', ')}` })
  frequency?: WatchFrequency;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: 'http(s) URL on a public address; signed POST on changes' })
  @ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: 'webhookUrl must be text' })
  @MaxLength(2000, { message: 'webhookUrl must be at most 2000 characters' })
  webhookUrl?: string | null;
}
