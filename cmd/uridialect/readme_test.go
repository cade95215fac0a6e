package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestReadmeExamples runs every command of the console blocks of the
// README and of docs/*.md, and compares what it prints, standard output
// then standard error (as the pages show them), with the lines that follow
// the command. With -update it writes the current output into the pages
// instead. A command is a line "$ uridialect ARGS", optionally fed by
// "printf 'TEXT' | " (with \t and \n escapes); arguments are bare words or
// single-quoted.
func TestReadmeExamples(t *testing.T) {
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range append([]string{"../../README.md"}, docs...) {
		n := checkExamples(t, file)
		if file == "../../README.md" && n < len(commands)-1 {
			t.Errorf("found %d README examples, want one per subcommand (but version) at least", n)
		}
	}
}

// checkExamples checks (or, with -update, rewrites) the console examples of
// one page and returns how many it holds.
func checkExamples(t *testing.T, file string) int {
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimPrefix(file, "../../")
	examples := readmeExamples(string(text))
	lines := strings.Split(string(text), "\n")
	// Replace outputs from the last example up, so earlier line numbers hold.
	for i := len(examples) - 1; i >= 0; i-- {
		ex := examples[i]
		got, err := runReadmeCommand(ex.command)
		if err != nil {
			t.Fatalf("%s line %d: %v", name, ex.line, err)
		}
		if ex.command == "uridialect version" {
			// Its values change with every build: the page's line and
			// the real output are each checked against the shape.
			for _, text := range []string{ex.output, got} {
				if !versionShape.MatchString(text) {
					t.Errorf("%s line %d: %s\n%q is not of the shape %s", name, ex.line, ex.command, text, versionShape)
				}
			}
			continue
		}
		if *update {
			out := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
			n := strings.Count(ex.output, "\n")
			lines = append(lines[:ex.line], append(out, lines[ex.line+n:]...)...)
			continue
		}
		if got != ex.output {
			t.Errorf("%s line %d: %s\ngot:\n%s\nwant:\n%s\n(go test ./cmd/uridialect -run Readme -update rewrites it)", name, ex.line, ex.command, got, ex.output)
		}
	}
	if *update {
		if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return len(examples)
}

// runReadmeCommand runs one README command in process and returns what a
// terminal would show: standard output, standard error, and the exit
// status in brackets when it is not 0.
func runReadmeCommand(command string) (string, error) {
	stdin, args, err := parseCommand(command)
	if err != nil {
		return "", err
	}
	// A folder under /tmp that an example writes into (migrate --out) is
	// a new one for every run, as a reader's first run would find it.
	tmp, err := os.MkdirTemp("", "uridialect-readme-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	for i, a := range args {
		if strings.HasPrefix(a, "/tmp/") {
			args[i] = filepath.Join(tmp, strings.TrimPrefix(a, "/tmp/"))
		}
	}
	var out, errOut bytes.Buffer
	status := run(args, strings.NewReader(stdin), &out, &errOut)
	got := out.String() + errOut.String()
	if status != 0 {
		got += fmt.Sprintf("[exit status %d]\n", status)
	}
	return got, nil
}

// versionShape is what "uridialect version" prints: the module version
// (a test binary's is "(unknown)", a clone's build "(devel)"), the commit
// with its date when the build recorded them, and the Go version.
var versionShape = regexp.MustCompile(`^uridialect (v\S+|\(devel\)|\(unknown\))( \(commit [0-9a-f]{40}(\+dirty)?(, \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)?\))? go\d\S*\n$`)

type readmeExample struct {
	line    int
	command string
	output  string
}

func readmeExamples(text string) []readmeExample {
	var (
		out     []readmeExample
		inBlock bool
		cur     *readmeExample
	)
	flush := func() {
		if cur != nil {
			out = append(out, *cur)
			cur = nil
		}
	}
	for i, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "```console"):
			inBlock = true
		case inBlock && strings.HasPrefix(line, "```"):
			flush()
			inBlock = false
		case inBlock && strings.HasPrefix(line, "$ "):
			flush()
			cur = &readmeExample{line: i + 1, command: strings.TrimPrefix(line, "$ ")}
		case inBlock && cur != nil:
			cur.output += line + "\n"
		}
	}
	return out
}

// parseCommand splits "[printf 'TEXT' | ]uridialect ARGS".
func parseCommand(cmd string) (stdin string, args []string, err error) {
	words, err := shellWords(cmd)
	if err != nil {
		return "", nil, err
	}
	if len(words) >= 3 && words[0] == "printf" && words[2] == "|" {
		if stdin, err = printfText(words[1]); err != nil {
			return "", nil, err
		}
		words = words[3:]
	}
	if len(words) == 0 || words[0] != "uridialect" {
		return "", nil, fmt.Errorf("not a uridialect command: %q", cmd)
	}
	return stdin, words[1:], nil
}

// printfText decodes what printf does of the escapes \t, \n, \\ and \xHH.
func printfText(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case '\\':
			b.WriteByte('\\')
		case 'x':
			if i+2 >= len(s) {
				return "", fmt.Errorf("printf: short \\x escape in %q", s)
			}
			n, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				return "", fmt.Errorf("printf: bad \\x escape in %q", s)
			}
			b.WriteByte(byte(n))
			i += 2
		default:
			b.WriteByte('\\')
			b.WriteByte(s[i])
		}
	}
	return b.String(), nil
}

// shellWords splits s into bare and single-quoted words.
func shellWords(s string) ([]string, error) {
	var (
		words []string
		word  strings.Builder
		in    bool // inside a word
	)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unterminated quote in %q", s)
			}
			word.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		case c == ' ':
			if in {
				words = append(words, word.String())
				word.Reset()
				in = false
			}
		default:
			word.WriteByte(c)
			in = true
		}
	}
	if in {
		words = append(words, word.String())
	}
	return words, nil
}
