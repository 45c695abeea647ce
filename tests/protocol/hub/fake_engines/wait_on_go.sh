#!/usr/bin/env bash
# A Hub engine that, asked to search, waits until the file named by its first argument
# exists (at most 20 s) and then answers `error`: a test holds a match in its first game
# for as long as it looks at the match's output.
release="$1"
while IFS= read -r line; do
    case "$line" in
        hub) echo 'id name=Waiter'; echo 'wait' ;;
        init) echo 'ready' ;;
        go*)
            for _ in $(seq 400); do [ -e "$release" ] && break; sleep 0.05; done
            echo 'error message="released"' ;;
        quit) exit 0 ;;
    esac
done
