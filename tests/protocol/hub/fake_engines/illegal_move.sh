#!/usr/bin/env bash
# A Hub engine that shakes hands correctly, then always plays 11-16: a black man's move,
# illegal whenever White is to move. The match, not the client, must catch it.
while IFS= read -r line; do
    case "$line" in
        hub) echo 'id name=Illegal version=1'; echo 'wait' ;;
        init) echo 'ready' ;;
        go*) echo 'info depth=1 score=0.50'; echo 'done move=11-16' ;;
        quit) exit 0 ;;
    esac
done
