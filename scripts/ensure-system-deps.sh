#!/usr/bin/env bash
# Installs from Debian what the tests need and a fresh machine lacks: Chromium for Playwright, a
# PostgreSQL server for the API tests against a real server, and xmllint to check e-documents against GİB's
# XSD, poppler and zbar to read back printed PDFs and barcodes. Says what it installs; does nothing otherwise.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
pg_found=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/postgres" ] && pg_found="$d"; done
[ -n "$pg_found" ] || need+=(postgresql)
command -v xmllint >/dev/null || need+=(libxml2-utils)
# the print and label tests read the PDF Chromium printed (poppler) and the barcodes on the labels (zbar)
command -v pdftotext >/dev/null || need+=(poppler-utils)
command -v zbarimg >/dev/null || need+=(zbar-tools)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "Installing from Debian for the tests: ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# Debian's package starts a cluster of its own; the tests start their own servers, so stop it
if [[ " ${need[*]} " == *" postgresql "* ]] && command -v pg_ctlcluster >/dev/null; then
  for c in $(pg_lsclusters -h 2>/dev/null | awk '{print $1"/"$2}'); do $SUDO pg_ctlcluster ${c/\// } stop 2>/dev/null || true; done
fi
echo "Installed: ${need[*]}"
