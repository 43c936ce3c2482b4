import { type AddSourceRequest, LIMITS, type UserSourceKind } from '@juxta/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBase64, IsBoolean, IsIn, IsOptional, IsString, isURL, Length, MaxLength, ValidateBy, ValidateIf } from 'class-validator';

const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;

export class AddSourceDto implements AddSourceRequest {
  @ApiProperty({ enum: ['url', 'text', 'file'] })
  @IsIn(['url', 'text', 'file'], { message: 'kind must be url, text or file' })
  kind!: UserSourceKind;

  @ApiProperty({ type: [String], minItems: 1, maxItems: LIMITS.itemsMax, example: ['Figma'], description: 'Items the source is evidence about' })
  @Transform(trimEach)
  @IsArray({ message: 'items must be a list of item names' })
  @ArrayMinSize(1, { message: 'Name at least one item the source is about' })
  @ArrayMaxSize(LIMITS.itemsMax, { message: `At most ${LIMITS.itemsMax} items` })
  @IsString({ each: true, message: 'Each item must be text' })
  @Length(1, LIMITS.itemNameMax, { each: true, message: `Each item must be 1 to ${LIMITS.itemNameMax} characters` })
  items!: string[];

  @ApiPropertyOptional({
    description: 'kind url: the page to read (http or https). kind text or file: optional, the page the text was taken from, shown with it and counted as its site',
    example: 'https://example.org/review',
  })
  // A form sends an empty field for an address left blank: that is no address.
  @Transform(({ value, obj }: { value: unknown; obj: { kind?: unknown } }) => (obj.kind !== 'url' && typeof value === 'string' && !value.trim() ? undefined : value))
  @ValidateIf((o: AddSourceDto) => o.kind === 'url' || o.url !== undefined)
  @IsString({ message: 'url is required for a url source' })
  @Length(1, 2000, { message: 'url must be 1 to 2000 characters' })
  // kind url is checked (with a reason) when the page is read; a text's or file's address is only stored.
  @ValidateBy({
    name: 'pageAddressOfTextOrFile',
    validator: {
      validate: (value: unknown, args) =>
        (args?.object as AddSourceDto | undefined)?.kind === 'url' || (typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true })),
      defaultMessage: () => 'url must be an http or https address',
    },
  })
  url?: string;

  @ApiPropertyOptional({ description: 'kind text: the pasted text (stored as plain text)' })
  @ValidateIf((o: AddSourceDto) => o.kind === 'text')
  @IsString({ message: 'text is required for a text source' })
  @Length(1, 3_000_000, { message: 'text must not be empty' })
  text?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.titleMax })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(LIMITS.titleMax, { message: `title must be at most ${LIMITS.titleMax} characters` })
  title?: string;

  @ApiPropertyOptional({ description: 'kind file: the file name; its extension says the type (.md, .txt, .html, .pdf)' })
  @ValidateIf((o: AddSourceDto) => o.kind === 'file')
  @IsString({ message: 'fileName is required for a file source' })
  @Length(1, 255, { message: 'fileName must be 1 to 255 characters' })
  fileName?: string;

  @ApiPropertyOptional({ description: 'kind file: the file, base64-encoded' })
  @ValidateIf((o: AddSourceDto) => o.kind === 'file')
  @IsString({ message: 'contentBase64 is required for a file source' })
  @IsBase64({}, { message: 'contentBase64 must be base64' })
  contentBase64?: string;

  @ApiPropertyOptional({ default: false, description: 'Share with everyone\'s comparisons (default: private to yours)' })
  @IsOptional()
  @IsBoolean({ message: 'shared must be true or false' })
  shared?: boolean;
}

export class ShareSourceDto {
  @ApiProperty()
  @IsBoolean({ message: 'shared must be true or false' })
  shared!: boolean;
}

export class ListSourcesQueryDto {
  @ApiPropertyOptional({ description: 'Only sources about this item' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.itemNameMax)
  item?: string;
}
