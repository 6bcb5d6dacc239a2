#!/bin/sh
# The container's entrypoint: a secret given as a file (NAME_FILE, as Docker and Kubernetes secrets mount them)
# becomes the variable NAME the service reads; then the command runs as PID 1's only child (compose's init).
# PGPASSWORD is PostgreSQL's password, which the `pg` client reads when DATABASE_URL carries none: the secret
# never has to be written (and URL-encoded) into a URL.
set -eu

for name in AUTH_SECRET_KEY PGPASSWORD; do
  eval "file=\${${name}_FILE:-}"
  [ -n "$file" ] || continue
  eval "given=\${${name}:-}"
  if [ -n "$given" ]; then
    echo "entrypoint: set either $name or ${name}_FILE, not both" >&2
    exit 1
  fi
  if [ ! -r "$file" ]; then
    echo "entrypoint: ${name}_FILE points at $file, which cannot be read" >&2
    exit 1
  fi
  value="$(cat "$file")"
  export "$name=$value"
  unset "${name}_FILE"
done

exec "$@"
