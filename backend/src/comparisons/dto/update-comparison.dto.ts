import { LIMITS, normaliseText, textKey } from '@juxta/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, Length, ValidateIf } from 'class-validator';

/** Optional, but not null: a field may be left out, never cleared (the columns are NOT NULL). */
const IsOmittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Tags normalised and lower-cased, each once (the first spelling wins); anything else is left to the validators. */
function normaliseTags({ value }: { value: unknown }): unknown {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return value;
  return [...new Set((value as string[]).map(textKey))];
}

export class UpdateComparisonDto {
  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;

  @ApiPropertyOptional({ minLength: 1, maxLength: LIMITS.titleMax })
  @IsOmittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseText(value) : value))
  @IsString({ message: 'title must be text' })
  @Length(1, LIMITS.titleMax, { message: `title must be 1 to ${LIMITS.titleMax} characters` })
  title?: string;

  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.tagsMax })
  @IsOmittable()
  @Transform(normaliseTags)
  @IsArray({ message: 'tags must be a list' })
  @ArrayMaxSize(LIMITS.tagsMax, { message: `At most ${LIMITS.tagsMax} tags` })
  @IsString({ each: true, message: 'Each tag must be text' })
  @Length(1, LIMITS.tagMax, { each: true, message: `Each tag must be 1 to ${LIMITS.tagMax} characters` })
  tags?: string[];
}
