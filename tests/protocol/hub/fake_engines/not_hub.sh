#!/usr/bin/env bash
# An engine started without `hub` (P-H1): Scan's terminal mode prints `init` chatter, `done`
# and a board, then waits for console input; it never answers `wait`.
echo 'init book'; echo 'init eval'; echo 'done'
echo '   * * * * * 01 02 03 04 05'
while IFS= read -r line; do echo "unknown command: $line"; done
