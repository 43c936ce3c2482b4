import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { ExportFormat } from '../export/comparison-export';

export class ExportQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv', 'md'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv', 'md'], { message: 'format must be json, csv or md' })
  format?: ExportFormat;
}
