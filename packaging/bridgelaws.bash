# bash completion for bridgelaws: its commands, their options and choices, the codes of laws,
# and files. Commands and options are read from the program's own --help, so the completion
# never falls behind the program; the codes are read from `bridgelaws laws`.

# The help of the commands given ("" for the program itself).
_bridgelaws_help() {
    local prog=$1
    shift
    "$prog" "$@" --help 2>/dev/null
}

# The subcommands listed in a help text (the words at the head of the lines under SUBCOMMANDS).
_bridgelaws_subcommands() {
    awk 'tolower($0) ~ /^subcommands:/ { on = 1; next } /^[^ ]/ { on = 0 }
         on && /^  [a-z]/ { print $1 }' <<<"$1"
}

# The options listed in a help text, each name of each option.
_bridgelaws_options() {
    grep -oE '^ +(-[a-zA-Z],)?--[a-z-]+' <<<"$1" | tr ',' '\n' | tr -d ' '
}

# Whether an option takes a value: its help line shows a type after the name.
_bridgelaws_takes_value() {
    grep -qE "^ +(-[a-zA-Z],)?$2 [A-Z]" <<<"$1" ||
        grep -qE "^ +$2,--[a-z-]+ [A-Z]" <<<"$1"
}

# The choices an option lists, e.g. TEXT:{text,json} gives text and json.
_bridgelaws_choices() {
    grep -E "^ +(-[a-zA-Z],)?$2 " <<<"$1" | grep -oE '\{[^}]*\}' | head -n 1 | tr -d '{}' | tr ',' ' '
}

_bridgelaws_codes() {
    "$1" laws 2>/dev/null | awk '{ print $1 }'
}

# Files (or folders, with -d) for the word being completed; bash-completion is not needed.
_bridgelaws_files() {
    compopt -o filenames 2>/dev/null
    COMPREPLY+=($(compgen "${1:--f}" -- "$cur"))
}

_bridgelaws() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} cword=$COMP_CWORD
    local -a words=("${COMP_WORDS[@]}")
    COMPREPLY=()
    local prog=${words[0]} i w help top
    local -a cmd=()
    top=$(_bridgelaws_help "$prog")
    help=$top
    # The commands typed so far ("cases run"), past options and their values.
    for ((i = 1; i < cword; i++)); do
        w=${words[i]}
        if [[ $w == -* ]]; then
            if _bridgelaws_takes_value "$help" "$w" || _bridgelaws_takes_value "$top" "$w"; then ((i++)); fi
        elif _bridgelaws_subcommands "$help" | grep -qx -- "$w"; then
            cmd+=("$w")
            help=$(_bridgelaws_help "$prog" "${cmd[@]}")
        fi
    done
    case $prev in
        --laws) _bridgelaws_files -d; return ;;
        -o | --output | --cases) _bridgelaws_files; return ;;
        --code)
            COMPREPLY=($(compgen -W "$(_bridgelaws_codes "$prog")" -- "$cur"))
            [[ $cur == */* || $cur == .* ]] && _bridgelaws_files
            return ;;
    esac
    if [[ $prev == -* ]] && _bridgelaws_takes_value "$help" "$prev"; then
        local choices
        choices=$(_bridgelaws_choices "$help" "$prev")
        [[ -n $choices ]] && COMPREPLY=($(compgen -W "$choices" -- "$cur"))
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$({ _bridgelaws_options "$help"; _bridgelaws_options "$top"; } | sort -u)" -- "$cur"))
        return
    fi
    local subs
    subs=$(_bridgelaws_subcommands "$help")
    if [[ -n $subs ]]; then
        COMPREPLY=($(compgen -W "$subs" -- "$cur"))
    elif [[ ${cmd[0]} == laws || ${cmd[0]} == diff || ${cmd[*]} == "cases coverage" || ${cmd[0]} == check ]]; then
        COMPREPLY=($(compgen -W "$(_bridgelaws_codes "$prog")" -- "$cur"))
    else
        _bridgelaws_files
    fi
}
complete -F _bridgelaws bridgelaws
