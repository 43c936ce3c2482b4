import { Body, Controller, Delete, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ComparisonData } from '@juxta/contracts';
import type { UserEntity } from '@juxta/persistence';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { TokenScopes } from '../tokens/token-scopes';
import { ReviewRequestDto, toReviewRequest } from './dto/review-request.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('comparisons/:id/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @TokenScopes('compare')
  @ApiOperation({
    summary: 'Review a cell (author): reject a quote, set a score, mark no evidence, add a statement',
    description: 'The cell, overall scores, verdict, ranking and summary are recomputed at once; the research’s own values stay on the cell (`review`). Answers the updated comparison.',
  })
  @ApiNotFoundResponse({ description: 'missing, or private and not yours' })
  @ApiForbiddenResponse({ description: 'public but not yours' })
  @ApiConflictResponse({ description: 'still researching, or failed' })
  add(@Param('id') id: string, @Body() dto: ReviewRequestDto, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<ComparisonData> {
    res.setHeader('Cache-Control', 'no-store');
    return this.reviews.add(id, user, toReviewRequest(dto));
  }

  @Delete(':reviewId')
  @UseGuards(SessionAuthGuard)
  @TokenScopes('compare')
  @ApiOperation({ summary: 'Undo one review (author); answers the updated comparison' })
  remove(@Param('id') id: string, @Param('reviewId') reviewId: string, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<ComparisonData> {
    res.setHeader('Cache-Control', 'no-store');
    return this.reviews.remove(id, user, reviewId);
  }
}
