#!/usr/bin/env bash
# A Hub engine that dies (exit code 3) when asked to search, after a partial info line.
while IFS= read -r line; do
    case "$line" in
        hub) echo 'id name=Crasher'; echo 'wait' ;;
        init) echo 'ready' ;;
        go*) printf 'info depth=1'; echo 'crash_on_go: pretending to crash' >&2; exit 3 ;;
        quit) exit 0 ;;
    esac
done
