import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID, ValidateIf } from 'class-validator';

/** `POST /api/me/changes/read`: the entries to mark read, or all of them when `ids` is left out. */
export class ReadChangesDto {
  @ApiPropertyOptional({ type: [String], maxItems: 500 })
  @ValidateIf((_o: object, value: unknown) => value !== undefined)
  @IsArray({ message: 'ids must be a list of change ids' })
  @ArrayMaxSize(500, { message: 'ids may name at most 500 changes' })
  @IsUUID('all', { each: true, message: 'each of ids must be a change id' })
  ids?: string[];
}
