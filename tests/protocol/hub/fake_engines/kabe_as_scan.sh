#!/usr/bin/env bash
# Kabe's Hub engine ($1 is the kabe binary) wearing Scan 3.1's variant parameter: it
# announces Scan's names only, and any other value of set-param variant ends it as it ends
# Scan (protocols.md §2.11: `error: variant = "..."` on stderr, exit 1).
kabe="$1"
while IFS= read -r line; do
    case "$line" in
        "set-param name=variant value="*)
            value="${line#set-param name=variant value=}"
            case "$value" in
                normal | killer | bt | frisian | losing) ;;
                *)
                    echo "error: variant = \"$value\"" >&2
                    exit 1
                    ;;
            esac
            ;;
    esac
    printf '%s\n' "$line"
done | "$kabe" hub | sed -u 's/^param name=variant .*/param name=variant value=normal type=enum values="normal killer bt frisian losing"/'
