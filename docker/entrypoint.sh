#!/bin/sh
# Chooses the Juxta role of this container (`doctor`: npm run doctor's checks, from the build).
set -e
case "${1:-api}" in
  api)           exec node --enable-source-maps dist/server/backend/src/main.js ;;
  worker)        exec node --enable-source-maps dist/server/worker/src/main.js ;;
  migrate)       node dist/server/libs/persistence/src/run-migrations.js
                 exec node dist/server/libs/providers/src/corpus/import-corpus.cli.js --if-empty ;;
  import-corpus) shift; exec node dist/server/libs/providers/src/corpus/import-corpus.cli.js "$@" ;;
  doctor)        exec node dist/server/tools/doctor/doctor.cli.js ;;
  *)             exec "$@" ;;
esac
