#!/usr/bin/env bash
# A Hub engine with the quirks of real ones: free-form lines during `init` (Scan's
# `init book`, P-H2), every value quoted (P-H10), CRLF line ends, a param line with an
# enum, a `+` signed score, and lines the GUI does not know about during the search.
while IFS= read -r line; do
    case "$line" in
        hub)
            printf 'id name="Chatty Engine" version="1.0" author="A. N. Other"\r\n'
            printf 'param name="variant" value="normal" type=enum values="normal killer"\r\n'
            printf 'wait\r\n' ;;
        init)
            printf 'init book\r\ninit eval\r\nloading "weights" = 42\r\nready\r\n' ;;
        go*)
            printf 'info depth="1" score="+0.25" pv="32-28"\r\n'
            printf 'thinking hard\r\n'
            printf 'info depth="3" score="-0.5" nodes="1234" pv="32-28 19-23 28x19x23"\r\n'
            printf 'info pv="32-28 19-23"\r\n'
            printf 'done move="32-28" ponder="19-23"\r\n' ;;
        quit) exit 0 ;;
    esac
done
