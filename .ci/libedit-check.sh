#!/usr/bin/env bash
# Proves the REPL's line reader builds against libedit (macOS's readline): type-checks
# Sources/ShadeCLI/ReadlineLineReader.swift against a CReadline module whose shim includes
# libedit's <editline/readline.h>, then compiles and links the shim with every function the
# reader calls against -ledit. Needs the debug build's modules (`swift build` first).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f /usr/include/editline/readline.h ]; then
  apt-get update -qq && apt-get install -y -qq libedit-dev
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cat > "$scratch/module.modulemap" <<MAP
module CReadline [system] {
    header "$PWD/Sources/CReadline/shim.h"
    link "edit"
    export *
}
MAP

modules=$(swift build --show-bin-path)/Modules
swiftc -typecheck -I "$scratch" -I "$modules" -Xcc -DSHADE_LIBEDIT_HEADERS Sources/ShadeCLI/ReadlineLineReader.swift

cat > "$scratch/reader.c" <<'C'
#include "shim.h"
static char **complete(const char *text, int start, int end) { (void)text; (void)start; (void)end; return NULL; }
static char *breaks(void) { return NULL; }
/* The entries the REPL adds in one session, as Sources/ShadeCLI/ReadlineLineReader.swift adds them. */
static const char *entries[] = { "3 * 7", "group Brand {\ncolor ink = #111111\n}", "1 + 1" };
int main(int argc, char **argv) {
    int interrupted = 0;
    shade_readline_configure(complete, breaks);
    shade_readline_install();
    using_history();
    shade_history_keep_multiline_entries();
    if (argc > 3) {            /* never taken: only proves that everything links */
        char *line = shade_readline("> ", &interrupted);
        shade_completion_no_fallback();
        shade_completion_suppress_append();
        return line != NULL && shade_line_buffer() != NULL && shade_point() > 0;
    }
    /* One session writes three entries, one of them multi-line; the next reads them back one by one. */
    const char *path = argv[1];
    write_history(path);
    for (int i = 0; i < 3; i++) { add_history(entries[i]); shade_history_append(path); }
    clear_history();
    history_truncate_file(path, 1000);
    shade_history_read(path);
    if (history_length != 3) { fprintf(stderr, "%d history entries read back, not 3\n", history_length); return 1; }
    for (int i = 0; i < 3; i++) {
        HIST_ENTRY *entry = history_get(history_base + i);
        if (!entry || strcmp(entry->line, entries[i]) != 0) {
            fprintf(stderr, "entry %d read back as '%s', not '%s'\n", i, entry ? entry->line : "(none)", entries[i]);
            return 1;
        }
    }
#ifdef SHADE_HAS_MULTILINE_HISTORY
    /* A file an earlier Shade wrote with GNU readline, without timestamps: a line is an entry. */
    FILE *old = fopen(argv[2], "w");
    fputs("3 * 7\n1 + 1\n", old);
    fclose(old);
    clear_history();
    shade_history_read(argv[2]);
    if (history_length != 2) { fprintf(stderr, "%d entries read from the old file, not 2\n", history_length); return 1; }
#endif
    return 0;
}
C
cc -Wall -Werror -DSHADE_LIBEDIT_HEADERS -I Sources/CReadline "$scratch/reader.c" -o "$scratch/reader" -ledit
"$scratch/reader" "$scratch/history-libedit" "$scratch/old-libedit"
echo "libedit: the line reader type-checks, the shim links, and history entries come back as typed"
# The same history check against GNU readline, which the Linux build links.
cc -Wall -Werror -I Sources/CReadline "$scratch/reader.c" -o "$scratch/reader-gnu" -lreadline
"$scratch/reader-gnu" "$scratch/history-gnu" "$scratch/old-gnu"
echo "GNU readline: history entries come back as typed"
