#!/bin/sh
# Install the Debian packages listed in .ci/packages, idempotently.
#   .ci/install.sh                      install what is missing (needs root)
#   .ci/install.sh --check-or-install   as root: install; otherwise print the
#                                       exact command and fail if any is missing
set -eu
here=$(dirname "$0")
missing=""
for p in $(grep -v '^#' "$here/packages"); do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "installing Debian packages:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || apt-get update
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing
  exit 0
fi
echo "missing Debian packages:$missing" >&2
echo "run:  sudo apt-get install -y --no-install-recommends$missing" >&2
exit 1
