#!/usr/bin/env bash
# Prints the longest source files and the longest functions under a folder (src/ by default),
# against the house limits: a file under about 500 lines, a function under about 60.
#
#   bash scripts/longest.sh [COUNT] [DIR]      # COUNT of each (default 10)
#
# A warning, never a failure: it always exits 0 (scripts/test.sh runs it). Functions are found
# by their braces, with comments, strings and character literals set aside: a function is a
# brace block whose opening follows a parameter list at namespace or class scope; its length
# runs from the first line of its signature to its closing brace. Lambdas count as part of the
# function that holds them.
set -uo pipefail
count=${1:-10}
dir=${2:-src}
cd "$(dirname "$0")/.." || exit 0
file_limit=500
function_limit=60

files=$(find "$dir" -type f \( -name '*.cpp' -o -name '*.h' \) | sort)
[ -n "$files" ] || { echo "longest.sh: no C++ sources under $dir"; exit 0; }

echo "Longest files under $dir/ (limit about $file_limit lines):"
# shellcheck disable=SC2086
wc -l $files | grep -v ' total$' | sort -rn | head -n "$count" |
    awk -v limit="$file_limit" '{ printf "  %5d  %s%s\n", $1, $2, ($1 > limit ? "  <- over" : "") }'

echo "Longest functions under $dir/ (limit about $function_limit lines):"
# shellcheck disable=SC2086
awk '
function flush_function(end_line,   name, sig) {
    sig = fn_sig
    sub(/\(.*/, "", sig)                     # the name is the last word before the parameters
    n = split(sig, words, /[ \t*&]+/)
    name = words[n]
    if (name == "") name = "(unnamed)"
    printf "%d\t%s:%d\t%s\n", end_line - fn_line + 1, FILENAME, fn_line, name
}
# What opens a block: a function where the text before it has a parameter list and is not a
# statement, a type or a namespace; otherwise a scope (type, namespace) or an inner block.
function open_block(   text, kind) {
    text = pending
    if (depth_fn > 0) kind = "inner"
    else if (text ~ /(^|[^A-Za-z0-9_])(namespace|class|struct|union|enum)([^A-Za-z0-9_]|$)/ && text !~ /\)/) kind = "scope"
    else if (text ~ /^[ \t]*extern[ \t]*$/ || text ~ /^[ \t]*$/) kind = "scope"
    else if (text ~ /\)/ && text !~ /^[^(]*[^=!<>]=[^=]/) kind = "function"
    else kind = "inner"
    stack[++top] = kind
    if (kind == "function") {
        fn_line = pending_line
        fn_sig = text
        depth_fn = top
    }
}
function close_block() {
    if (top == 0) return
    if (stack[top] == "function" && top == depth_fn) {
        flush_function(FNR)
        depth_fn = 0
    }
    top--
}
FNR == 1 { top = 0; depth_fn = 0; pending = ""; pending_line = 0; in_comment = 0; raw_end = "" }
{
    line = $0
    i = 1
    len = length(line)
    while (i <= len) {
        if (raw_end != "") {                       # inside R"delim( ... )delim"
            k = index(substr(line, i), raw_end)
            if (k == 0) { i = len + 1; continue }
            i += k - 1 + length(raw_end); raw_end = ""; continue
        }
        if (in_comment) {
            k = index(substr(line, i), "*/")
            if (k == 0) { i = len + 1; continue }
            i += k + 1; in_comment = 0; continue
        }
        c = substr(line, i, 1)
        two = substr(line, i, 2)
        if (two == "//") break
        if (two == "/*") { in_comment = 1; i += 2; continue }
        if (two == "R\"" && substr(line, i - 1, 1) !~ /[A-Za-z0-9_]/) {
            rest = substr(line, i + 2)
            p = index(rest, "(")
            raw_end = ")" substr(rest, 1, p - 1) "\""
            i += 2 + p
            continue
        }
        if (c == "\"" || c == "\047") {           # a string or character literal
            j = i + 1
            while (j <= len) {
                d = substr(line, j, 1)
                if (d == "\\") { j += 2; continue }
                if (d == c) break
                j++
            }
            i = j + 1
            continue
        }
        if (c == "{") { open_block(); pending = ""; i++; continue }
        if (c == "}") { close_block(); pending = ""; i++; continue }
        if (c == ";") { pending = ""; i++; continue }
        if (pending ~ /^[ \t]*$/ && c !~ /[ \t]/) pending_line = FNR
        pending = pending c
        if (pending ~ /^[ \t]*(public|private|protected)[ \t]*:$/) pending = ""
        i++
    }
    if (pending !~ /^[ \t]*$/) pending = pending " "
    # A preprocessor line is not part of a declaration.
    if (line ~ /^[ \t]*#/) pending = ""
}' $files | sort -t"$(printf '\t')" -k1,1nr | head -n "$count" |
    awk -F'\t' -v limit="$function_limit" \
        '{ printf "  %5d  %s  %s%s\n", $1, $2, $3, ($1 > limit ? "  <- over" : "") }'
exit 0
