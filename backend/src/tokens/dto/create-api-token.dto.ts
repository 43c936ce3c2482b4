import { API_TOKEN_LIMITS, API_TOKEN_SCOPES, type ApiTokenScope, type CreateApiTokenRequest } from '@juxta/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/me/tokens`. */
export class CreateApiTokenDto implements CreateApiTokenRequest {
  @ApiProperty({ minLength: 1, maxLength: API_TOKEN_LIMITS.nameMax, example: 'weekly vendor report' })
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @Length(1, API_TOKEN_LIMITS.nameMax, { message: `name must be 1 to ${API_TOKEN_LIMITS.nameMax} characters` })
  name!: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, isArray: true })
  @IsArray({ message: 'scopes must be a list' })
  @ArrayMinSize(1, { message: 'scopes must name at least one of read, compare' })
  @ArrayMaxSize(API_TOKEN_SCOPES.length)
  @IsIn(API_TOKEN_SCOPES, { each: true, message: `scopes must each be one of ${API_TOKEN_SCOPES.join(', ')}` })
  scopes!: ApiTokenScope[];

  @ApiPropertyOptional({ minimum: 1, maximum: API_TOKEN_LIMITS.expiresInDaysMax, description: 'Absent: never expires' })
  @IsOptional()
  @IsInt({ message: 'expiresInDays must be a whole number' })
  @Min(1, { message: 'expiresInDays must be at least 1' })
  @Max(API_TOKEN_LIMITS.expiresInDaysMax, { message: `expiresInDays must be at most ${API_TOKEN_LIMITS.expiresInDaysMax}` })
  expiresInDays?: number;
}
