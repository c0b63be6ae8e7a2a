#!/usr/bin/env bash
# Install the Debian packages Card Table needs that this machine lacks, saying which.
#
#   packaging/system-packages.sh run    what the app needs to open a window and play sounds
#   packaging/system-packages.sh test   what the tests need (Qt offscreen and in a real window
#                                        under Xvfb, sound, the validators, PostgreSQL and
#                                        HAProxy)
#
# `make run` and `make test` call it before they set up .venv, so the README's two commands are
# the whole set-up on a fresh Debian 12 machine. It asks nothing when every package is there;
# otherwise it runs apt-get itself as root, or through sudo for anyone else. On a system
# without dpkg it says what to look for and leaves the rest to the person.
set -euo pipefail

purpose=${1:-}

# What Qt loads on every platform, offscreen included.
qt_core=(libgl1 libegl1 libxkbcommon0 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3)
# What the xcb platform loads for a real window.
qt_window=(
  libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libxcb-sync1
  libxcb-shm0 libxcb-util1
)
# A display of its own for the tests that check a real window (xcb): fonts differ offscreen.
screen=(xvfb xfonts-base)
sound=(libpulse0)  # Qt Multimedia's library does not load without it
validators=(desktop-file-utils appstream)  # the packaging tests check the launcher and metadata
# Throwaway ones the server tests start on loopback (initdb/pg_ctl, haproxy), never the services.
server=(postgresql haproxy)

case "$purpose" in
  run) packages=("${qt_core[@]}" "${qt_window[@]}" "${sound[@]}") ;;
  test) packages=("${qt_core[@]}" "${qt_window[@]}" "${screen[@]}" "${sound[@]}"
                  "${validators[@]}" "${server[@]}") ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

if ! command -v dpkg-query >/dev/null; then
  echo "Not a Debian system: make sure the equivalents of these are installed: ${packages[*]}"
  exit 0
fi

python3 -c "import venv, ensurepip" 2>/dev/null || packages+=(python3-venv)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Card Table needs these Debian packages for '$purpose', installing them: ${missing[*]}"
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null; then
    echo "Not root and no sudo: as root, run apt-get install ${missing[*]}" >&2
    exit 1
  fi
  as_root=(sudo)
fi
# A refused sudo or a failed apt-get ends with what to run as root, not only their own words.
if ! { "${as_root[@]}" apt-get update -qq &&
       "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
         apt-get install -y -qq --no-install-recommends "${missing[@]}"; }; then
  echo "Could not install them: as root, run apt-get install ${missing[*]}" >&2
  exit 1
fi
