import { LIMITS } from '@juxta/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Length } from 'class-validator';

export class UpdateComparisonDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;

  @ApiPropertyOptional({ minLength: 1, maxLength: LIMITS.titleMax })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'title must be text' })
  @Length(1, LIMITS.titleMax, { message: `title must be 1 to ${LIMITS.titleMax} characters` })
  title?: string;

  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.tagsMax })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value,
  )
  @IsArray({ message: 'tags must be a list' })
  @ArrayMaxSize(LIMITS.tagsMax, { message: `At most ${LIMITS.tagsMax} tags` })
  @IsString({ each: true, message: 'Each tag must be text' })
  @Length(1, LIMITS.tagMax, { each: true, message: `Each tag must be 1 to ${LIMITS.tagMax} characters` })
  tags?: string[];
}
