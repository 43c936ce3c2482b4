import type { ApiTokenScope } from '@juxta/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A personal API token: only the SHA-256 of its secret is stored, so it can be checked but never shown again. */
@Entity({ name: 'api_tokens' })
export class ApiTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Hex SHA-256 of the whole secret; unique, the lookup key of every bearer request. */
  @Column({ name: 'token_hash', type: 'text', select: false })
  tokenHash!: string;

  /** The secret's first characters, shown in the list. */
  @Column({ type: 'text' })
  prefix!: string;

  @Column({ type: 'text', array: true })
  scopes!: ApiTokenScope[];

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
