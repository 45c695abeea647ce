#!/usr/bin/env bash
# A Hub engine that answers with `error` lines: to `set-param` with the value "bad", and to
# every `go`.
while IFS= read -r line; do
    case "$line" in
        hub) echo 'id name=Erring'; echo 'wait' ;;
        set-param*value=bad*) echo 'error message="bad value for this parameter"' ;;
        init) echo 'ready' ;;
        go*) echo 'error message="not ready to think"' ;;
        quit) exit 0 ;;
    esac
done
