import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { ExportFormat } from '../export/comparison-export';

export class ExportQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv', 'md', 'pdf'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv', 'md', 'pdf'], { message: 'format must be json, csv, md or pdf' })
  format?: ExportFormat;
}
