import { type ComparisonRequest, LIMITS, normaliseText, textKey, WEIGHTS } from '@juxta/contracts';
import { findAliasPair, isKnownWeightKey } from '@juxta/research';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { normaliseDomain } from '@juxta/research';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';

/** Each text normalised before validation, so look-alikes count as duplicates and invisible-only text as empty. */
const normaliseEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? normaliseText(v) : v)) : value;

/** Refuses arrays with the same text twice, ignoring case and look-alike spellings. */
function NoCaseInsensitiveDuplicates(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'noCaseInsensitiveDuplicates',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: {
        validate(value: unknown) {
          if (!Array.isArray(value)) return true;
          const seen = value.map((v) => (typeof v === 'string' ? textKey(v) : v));
          return new Set(seen).size === seen.length;
        },
        defaultMessage: (args?: ValidationArguments) => `${args?.property} has duplicates`,
      },
    });
}

/** Refuses two names of one item ("Postgres" and "PostgreSQL"), naming both. */
function NoAliases() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'noAliases',
      target: target.constructor,
      propertyName,
      validator: {
        validate(value: unknown) {
          return !Array.isArray(value) || !findAliasPair(value.filter((v): v is string => typeof v === 'string'));
        },
        defaultMessage(args?: ValidationArguments) {
          const pair = Array.isArray(args?.value) ? findAliasPair(args.value.filter((v): v is string => typeof v === 'string')) : null;
          return pair ? `“${pair.item}” is another name for “${pair.sameAs}”: each item must be different` : 'Each item must be different';
        },
      },
    });
}

/** Weights: an object of known dimension names to numbers from WEIGHTS.min to WEIGHTS.max. */
function ValidWeights() {
  const problem = (value: unknown, dimensions: unknown): string | null => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'weights must be an object of dimension names to numbers';
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > LIMITS.dimensionsMax * 3) return `weights can name at most ${LIMITS.dimensionsMax * 3} dimensions`;
    const hints = Array.isArray(dimensions) ? dimensions.filter((d): d is string => typeof d === 'string') : [];
    for (const [key, weight] of entries) {
      if (key.length > LIMITS.dimensionNameMax || !isKnownWeightKey(key, hints)) {
        return `weights names an unknown dimension “${key.slice(0, LIMITS.dimensionNameMax)}”: use one of your dimensions or a known one such as Price or Ease of use`;
      }
      // Whole numbers only: the results page's sliders and its shareable ?w= link hold one digit a
      // dimension, so a weight of 2.5 could be shown but never reproduced by a link.
      if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < WEIGHTS.min || weight > WEIGHTS.max) {
        return `The weight of “${key}” must be a whole number from ${WEIGHTS.min} to ${WEIGHTS.max}`;
      }
    }
    return null;
  };
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'validWeights',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => problem(value, (args?.object as { dimensions?: unknown })?.dimensions) === null,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value, (args?.object as { dimensions?: unknown })?.dimensions) ?? 'weights are invalid',
      },
    });
}

export class CompareDto implements ComparisonRequest {
  @ApiProperty({ type: [String], minItems: LIMITS.itemsMin, maxItems: LIMITS.itemsMax, example: ['PostgreSQL', 'MySQL'] })
  @Transform(normaliseEach)
  @IsDefined({ message: `At least ${LIMITS.itemsMin} items are required` })
  @IsArray({ message: `items must be a list; at least ${LIMITS.itemsMin} items are required` })
  @ArrayMinSize(LIMITS.itemsMin, { message: `At least ${LIMITS.itemsMin} items are required` })
  @ArrayMaxSize(LIMITS.itemsMax, { message: `At most ${LIMITS.itemsMax} items can be compared` })
  @IsString({ each: true, message: 'Each item must be text' })
  @Length(1, LIMITS.itemNameMax, { each: true, message: `Each item must be 1 to ${LIMITS.itemNameMax} characters` })
  @NoCaseInsensitiveDuplicates('Each item must be different (ignoring case)')
  @NoAliases()
  items!: string[];

  @ApiPropertyOptional({ maxLength: LIMITS.queryMax, description: 'Context or focus of the comparison' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseText(value) : value))
  @IsString({ message: 'query must be text' })
  @MaxLength(LIMITS.queryMax, { message: `query must be at most ${LIMITS.queryMax} characters` })
  query?: string;

  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.dimensionsMax })
  @IsOptional()
  @Transform(normaliseEach)
  @IsArray({ message: 'dimensions must be a list' })
  @ArrayMaxSize(LIMITS.dimensionsMax, { message: `At most ${LIMITS.dimensionsMax} dimensions` })
  @IsString({ each: true, message: 'Each dimension must be text' })
  @Length(1, LIMITS.dimensionNameMax, { each: true, message: `Each dimension must be 1 to ${LIMITS.dimensionNameMax} characters` })
  @NoCaseInsensitiveDuplicates('Each dimension must be different (ignoring case)')
  dimensions?: string[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;

  @ApiPropertyOptional({
    type: [String],
    maxItems: LIMITS.excludedDomainsMax,
    example: ['figma.com', 'sketch.com'],
    description: 'Domains (and their subdomains) left out of the web search for this comparison',
  })
  @IsOptional()
  // "a.com, b.com" is taken as a list too: it is how people type them.
  @Transform(({ value }: { value: unknown }) => {
    const list = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;
    return Array.isArray(list) ? list.map((v: unknown) => (typeof v === 'string' ? normaliseDomain(v) : v)) : list;
  })
  @IsArray({ message: 'excludedDomains must be a list' })
  @ArrayMaxSize(LIMITS.excludedDomainsMax, { message: `At most ${LIMITS.excludedDomainsMax} excluded domains` })
  @IsString({ each: true, message: 'Each excluded domain must be text' })
  @Matches(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, { each: true, message: 'Each excluded domain must be a domain name such as example.com' })
  @NoCaseInsensitiveDuplicates('Each excluded domain must be different')
  excludedDomains?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: WEIGHTS.min, maximum: WEIGHTS.max },
    description: `How much each dimension matters, a whole number ${WEIGHTS.min}–${WEIGHTS.max} (default ${WEIGHTS.default}), by dimension name`,
    example: { Price: 3, 'Ease of use': 2 },
  })
  @IsOptional()
  @ValidWeights()
  weights?: Record<string, number>;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Extend or change this comparison (public, or your own; completed): its research of unchanged items is reused',
  })
  @IsOptional()
  @IsUUID('all', { message: 'basedOn must be the id of a comparison' })
  basedOn?: string;
}
