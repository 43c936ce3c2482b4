import { LIMITS } from '@juxta/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { NotCommonPassword, NotTrivialPassword } from '../common-passwords';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignUpDto {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.userNameMax })
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @Length(1, LIMITS.userNameMax, { message: `name must be 1 to ${LIMITS.userNameMax} characters` })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: LIMITS.emailMax })
  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @MaxLength(LIMITS.emailMax, { message: `email must be at most ${LIMITS.emailMax} characters` })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @IsString({ message: 'password must be text' })
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, {
    message: `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
  })
  @NotCommonPassword()
  @NotTrivialPassword()
  password!: string;

  @ApiPropertyOptional({ description: 'Same-origin path to go to afterwards' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  callbackUrl?: string;
}
