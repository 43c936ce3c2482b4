import { ApiTokenEntity } from './tokens/api-token.entity';
import { ComparisonEntity } from './comparisons/comparison.entity';
import { CorpusDocumentEntity } from './corpus/corpus-document.entity';
import { UserEntity } from './users/user.entity';
import { WatchRunEntity } from './watches/watch-run.entity';
import { WatchEntity } from './watches/watch.entity';

/** Every entity of the schema, registered with the data source. */
export const ENTITIES = [UserEntity, ComparisonEntity, CorpusDocumentEntity, WatchEntity, WatchRunEntity, ApiTokenEntity];
