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
int main(int argc, char **argv) {
    int interrupted = 0;
    shade_readline_configure(complete, breaks);
    shade_readline_install();
    using_history();
    shade_history_keep_multiline_entries();
    history_truncate_file("/dev/null", 10);
    read_history("/dev/null");
    if (argc > 1) {            /* never taken: only proves that everything links */
        char *line = shade_readline("> ", &interrupted);
        add_history(line);
        append_history(1, argv[1]);
        write_history(argv[1]);
        shade_completion_no_fallback();
        shade_completion_suppress_append();
        return shade_line_buffer() != NULL && shade_point() > 0;
    }
    return 0;
}
C
cc -Wall -Werror -DSHADE_LIBEDIT_HEADERS -I Sources/CReadline "$scratch/reader.c" -o "$scratch/reader" -ledit
"$scratch/reader"
echo "libedit: the line reader type-checks and the shim links against libedit"
