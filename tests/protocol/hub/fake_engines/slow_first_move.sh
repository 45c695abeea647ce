#!/usr/bin/env bash
# A Hub engine that thinks for $1 seconds and plays 32-28 (White's first move from the
# start), then plays 11-16 at once, a black man's move, illegal when White is to move:
# a test of the clock sees the first move flag or not, and the game end at the second.
moves=0
while IFS= read -r line; do
    case "$line" in
        hub) echo 'id name=Slow version=1'; echo 'wait' ;;
        init) echo 'ready' ;;
        go*)
            moves=$((moves + 1))
            if ((moves == 1)); then sleep "$1"; echo 'done move=32-28'; else echo 'done move=11-16'; fi ;;
        quit) exit 0 ;;
    esac
done
