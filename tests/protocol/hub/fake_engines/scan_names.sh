#!/usr/bin/env bash
# A Hub engine that knows only Scan's variant names and, unlike Scan, refuses parameters
# it did not announce: the match runner must send it `normal`, and no `notation`.
while IFS= read -r line; do
    case "$line" in
        hub)
            echo 'id name=ScanNames'
            echo 'param name=variant value=normal type=enum values="normal killer bt frisian losing"'
            echo 'wait' ;;
        "set-param name=variant value="normal|"set-param name=variant value="killer) ;;
        "set-param name=variant value="bt|"set-param name=variant value="frisian) ;;
        "set-param name=variant value="losing) ;;
        set-param*) echo "error message=\"not mine: ${line#set-param }\"" ;;
        init) echo 'ready' ;;
        quit) exit 0 ;;
    esac
done
