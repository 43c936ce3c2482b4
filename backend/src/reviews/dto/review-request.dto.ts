import type { RejectReason, ReviewAction, ReviewRequest } from '@juxta/contracts';
import { LIMITS, normaliseText } from '@juxta/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsString, IsUrl, Length, Max, Min, ValidateIf } from 'class-validator';

const ACTIONS: ReviewAction[] = ['reject', 'set-score', 'no-evidence', 'add-statement'];
const REASONS: RejectReason[] = ['other-dimension', 'other-item', 'misread', 'other'];
/** Longest note, quote and statement an author may send. */
export const REVIEW_TEXT_MAX = 2000;

const text = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseText(value) : value));
const forAction =
  (...actions: ReviewAction[]) =>
  (o: ReviewRequestDto) =>
    actions.includes(o.action);

/**
 * The body of `POST /api/comparisons/{id}/reviews`: one of the contract's `ReviewRequest`
 * variants, chosen by `action`; the fields a variant needs are required for it only.
 */
export class ReviewRequestDto {
  @ApiProperty({ enum: ACTIONS })
  @IsIn(ACTIONS, { message: `action must be one of ${ACTIONS.join(', ')}` })
  action!: ReviewAction;

  @ApiProperty()
  @text()
  @IsString({ message: 'item must be text' })
  @Length(1, LIMITS.itemNameMax, { message: 'item must name an item of the comparison' })
  item!: string;

  @ApiProperty()
  @text()
  @IsString({ message: 'dimension must be text' })
  @Length(1, LIMITS.dimensionNameMax, { message: 'dimension must name a dimension of the comparison' })
  dimension!: string;

  @ApiPropertyOptional({ description: 'reject: the quote, as the cell shows it' })
  @ValidateIf(forAction('reject'))
  @IsString({ message: 'quote must be text' })
  @Length(1, REVIEW_TEXT_MAX, { message: 'quote must be a quote of the cell' })
  quote?: string;

  @ApiPropertyOptional({ enum: REASONS })
  @ValidateIf(forAction('reject'))
  @IsIn(REASONS, { message: `reason must be one of ${REASONS.join(', ')}` })
  reason?: RejectReason;

  @ApiPropertyOptional({ description: 'reject: the dimension of the same item the quote counts for instead' })
  @ValidateIf((o: ReviewRequestDto, v: unknown) => o.action === 'reject' && v !== undefined)
  @text()
  @IsString({ message: 'moveTo must be text' })
  @Length(1, LIMITS.dimensionNameMax, { message: 'moveTo must name a dimension of the comparison' })
  moveTo?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 10 })
  @ValidateIf(forAction('set-score'))
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'score must be a number from 1 to 10' })
  @Min(1, { message: 'score must be a number from 1 to 10' })
  @Max(10, { message: 'score must be a number from 1 to 10' })
  score?: number;

  @ApiPropertyOptional({ description: 'required with set-score' })
  @ValidateIf((o: ReviewRequestDto, v: unknown) => o.action === 'set-score' || v !== undefined)
  @text()
  @IsString({ message: 'note must be text' })
  @Length(1, REVIEW_TEXT_MAX, { message: `note is required with set-score (1 to ${REVIEW_TEXT_MAX} characters)` })
  note?: string;

  @ApiPropertyOptional({ description: 'add-statement: the statement' })
  @ValidateIf(forAction('add-statement'))
  @text()
  @IsString({ message: 'text must be text' })
  @Length(1, REVIEW_TEXT_MAX, { message: `text must be 1 to ${REVIEW_TEXT_MAX} characters` })
  text?: string;

  @ApiPropertyOptional({ description: 'add-statement: where the statement comes from' })
  @ValidateIf((o: ReviewRequestDto, v: unknown) => o.action === 'add-statement' && v !== undefined)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'url must be an http(s) address' })
  url?: string;
}

/** The contract's request variant the DTO carries (fields of other variants left out). */
export function toReviewRequest(dto: ReviewRequestDto): ReviewRequest {
  const { item, dimension } = dto;
  switch (dto.action) {
    case 'reject':
      return { action: 'reject', item, dimension, quote: dto.quote ?? '', reason: dto.reason ?? 'other', ...(dto.moveTo ? { moveTo: dto.moveTo } : {}), ...(dto.note ? { note: dto.note } : {}) };
    case 'set-score':
      return { action: 'set-score', item, dimension, score: dto.score ?? 0, note: dto.note ?? '' };
    case 'no-evidence':
      return { action: 'no-evidence', item, dimension, ...(dto.note ? { note: dto.note } : {}) };
    case 'add-statement':
      return { action: 'add-statement', item, dimension, text: dto.text ?? '', ...(dto.url ? { url: dto.url } : {}) };
  }
}
