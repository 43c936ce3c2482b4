import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoryCount } from '@juxta/contracts';
import { FeedService } from './feed.service';
import { TokenScopes } from '../tokens/token-scopes';

@ApiTags('comparisons')
@Controller('categories')
@TokenScopes('read')
export class CategoriesController {
  constructor(private readonly feed: FeedService) {}

  @Get()
  @ApiOperation({ summary: 'Categories of public completed comparisons, with counts' })
  categories(): Promise<CategoryCount[]> {
    return this.feed.categories();
  }
}
