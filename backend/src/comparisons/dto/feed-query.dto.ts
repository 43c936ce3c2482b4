import { CATEGORIES, type Category, LIMITS } from '@juxta/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.feedLimitMax, default: LIMITS.feedLimitDefault })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: `limit must be 1 to ${LIMITS.feedLimitMax}` })
  @Max(LIMITS.feedLimitMax, { message: `limit must be 1 to ${LIMITS.feedLimitMax}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: 'cursor must be text' })
  @MaxLength(300, { message: 'cursor is invalid' })
  cursor?: string;
}

export class FeedQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Full-text search over title, items, summary and tags (prefixes match)' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @IsIn(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
  category?: Category;

  @ApiPropertyOptional({ enum: ['recent', 'popular'], default: 'recent' })
  @IsOptional()
  @IsIn(['recent', 'popular'], { message: 'sort must be recent or popular' })
  sort?: 'recent' | 'popular';
}
