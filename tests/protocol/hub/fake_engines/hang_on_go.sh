#!/usr/bin/env bash
# A Hub engine that never answers `go`, ignores `quit`, SIGTERM and the end of its input,
# and leaves a child process (sleep) running: only SIGKILL to its process group ends it all.
trap '' TERM
while IFS= read -r line; do
    case "$line" in
        hub) echo 'id name=Hanger'; echo 'wait' ;;
        init) echo 'ready' ;;
    esac
done
while :; do sleep 30; done
