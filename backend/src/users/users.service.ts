import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PublicUser } from '@juxta/contracts';
import { UserEntity } from '@juxta/persistence';
import { QueryFailedError, Repository } from 'typeorm';
import { ConflictError } from '../common/errors/app-errors';

/** Only the fields every API answer may show: never the password hash. */
export function toPublicUser(user: UserEntity): PublicUser {
  return { id: user.id, name: user.name, email: user.email, createdAt: user.createdAt.toISOString() };
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async create(name: string, email: string, passwordHash: string): Promise<UserEntity> {
    try {
      const saved = await this.users.save(this.users.create({ name, email, passwordHash }));
      return (await this.findById(saved.id)) as UserEntity;
    } catch (err) {
      if (err instanceof QueryFailedError && (err as QueryFailedError & { code?: string }).code === '23505') {
        throw new ConflictError('An account with this e-mail already exists.');
      }
      throw err;
    }
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id } });
  }

  /** Looks the e-mail up case-insensitively, with the password hash. */
  findByEmailWithHash(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }
}
