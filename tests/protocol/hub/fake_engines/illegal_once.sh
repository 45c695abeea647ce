#!/usr/bin/env bash
# Kabe's Hub engine ($1 is the kabe binary) behind a filter that replaces its first move of
# every game by 46-50, never legal (not a diagonal step): the blitz rules' retake (rules.md
# §3.3, clause 2) must ask again and get Kabe's own move.
coproc KABE { "$1" hub; }
first=1
# Relays the engine's lines up to and including one that starts with $1.
relay_until() {
    while IFS= read -r reply <&"${KABE[0]}"; do
        if [[ $reply == done* && $1 == done && $first == 1 ]]; then
            first=0
            echo 'done move=46-50'
            return
        fi
        echo "$reply"
        [[ $reply == "$1"* ]] && return
    done
}
while IFS= read -r line; do
    echo "$line" >&"${KABE[1]}"
    case "$line" in
        hub) relay_until wait ;;
        init) relay_until ready ;;
        ping) relay_until pong ;;
        new-game) first=1 ;;
        go*) relay_until done ;;
        quit) wait; exit 0 ;;
    esac
done
