import { LIMITS } from '@juxta/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ format: 'email' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(LIMITS.emailMax, { message: `email must be at most ${LIMITS.emailMax} characters` })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(LIMITS.passwordMax, { message: `password must be at most ${LIMITS.passwordMax} characters` })
  password!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  callbackUrl?: string;
}
