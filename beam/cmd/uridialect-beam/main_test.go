package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/uridialect/uridialect/beam/pipeline"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/migrate/output"
)

func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv("URIDIALECT_BEAM_ARGS"); ok {
		// Run as the command, by TestCommandLine.
		os.Args = append([]string{"uridialect-beam"}, strings.Fields(args)...)
		main()
		return
	}
	flag.Parse()
	beam.Init()
	os.Exit(m.Run())
}

// TestCommandLine runs main in a process of its own (this test binary,
// told so by its environment) and checks what it prints and its exit
// status: the help, a usage mistake's one line, and a run on Prism with
// standard error not a terminal, which prints migrate's accounting lines
// and none of Beam's log lines.
func TestCommandLine(t *testing.T) {
	sample := "../../../testdata/migrate/sample.warc.gz"
	cfg, err := pipeline.Options{From: "auto", To: []string{"whatwg", "rfc3986"}}.Config()
	if err != nil {
		t.Fatal(err)
	}
	sum, err := output.Run(context.Background(), []string{sample}, t.TempDir(), migrate.Options{Config: cfg, Workers: 1}, output.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args           string
		status         int
		stdout, stderr string
	}{
		{"--help", 0, "usage: uridialect-beam --from CONFIG|auto", ""},
		{"--nope", 2, "", "uridialect-beam: flag provided but not defined: -nope\nRun 'uridialect-beam --help' for usage.\n"},
		{"--from auto a", 2, "", "uridialect-beam: want --out DIR\nRun 'uridialect-beam --help' for usage.\n"},
		{"--from auto --out " + t.TempDir() + " " + sample, 0, "", sum.Accounting() + "\n"},
		{"--from auto --out o -j x a", 2, "", "uridialect-beam: invalid value \"x\" for flag -j: parse error\nRun 'uridialect-beam --help' for usage.\n"},
	} {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "URIDIALECT_BEAM_ARGS="+tc.args)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		status := 0
		if ee, ok := err.(*exec.ExitError); ok {
			status = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != tc.status || !strings.HasPrefix(stdout.String(), tc.stdout) || (tc.stdout == "") != (stdout.Len() == 0) || stderr.String() != tc.stderr {
			t.Errorf("uridialect-beam %s: status %d, stdout %.80q, stderr %q; want %d, %q..., %q", tc.args, status, stdout.String(), stderr.String(), tc.status, tc.stdout, tc.stderr)
		}
	}
}

func newFlags() (*commandFlags, *flag.FlagSet) {
	f := &commandFlags{}
	fs := flag.NewFlagSet("uridialect-beam", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f.register(fs)
	return f, fs
}

// TestFlagsAnywhere checks that flags are taken before, between and after
// the inputs, as migrate takes them, that "-" is an argument and that
// "--" ends the flags.
func TestFlagsAnywhere(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		inputs []string
		out    string
		j      int
		quiet  bool
	}{
		{[]string{"--from", "auto", "--out", "o", "a", "b"}, []string{"a", "b"}, "o", 0, false},
		{[]string{"a", "--from=auto", "b", "-j", "2", "--out", "o", "--quiet"}, []string{"a", "b"}, "o", 2, true},
		{[]string{"--input", "x", "a", "--from", "auto", "--out", "o"}, []string{"x", "a"}, "o", 0, false},
		{[]string{"--from", "auto", "--out", "o", "--", "-j", "--quiet"}, []string{"-j", "--quiet"}, "o", 0, false},
		{[]string{"--from", "auto", "a", "--", "--out"}, []string{"a", "--out"}, "", 0, false},
	} {
		f, fs := newFlags()
		args, err := parseArgs(fs, tc.args)
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		got := append(append([]string(nil), f.inputs...), args...)
		if !slices.Equal(got, tc.inputs) || f.out != tc.out || f.workers != tc.j || f.quiet != tc.quiet || f.from != "auto" {
			t.Errorf("%q: inputs %q out %q -j %d quiet %v from %q; want %q %q %d %v auto",
				tc.args, got, f.out, f.workers, f.quiet, f.from, tc.inputs, tc.out, tc.j, tc.quiet)
		}
	}
}

// TestUsageErrors checks the one-line reasons of the usage mistakes.
func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--out", "o", "a"}, "want --from CONFIG or --from auto"},
		{[]string{"--from", "auto", "a"}, "want --out DIR"},
		{[]string{"--from", "auto", "--out", "o"}, "want an INPUT"},
		{[]string{"--from", "auto", "--out", "o", "-"}, "standard input (-) cannot be spread over workers"},
		{[]string{"--from", "auto", "--out", "o", "-j", "-1", "a"}, "-j wants a positive number"},
		{[]string{"--from", "auto", "--out", "o", "--examples", "0", "a"}, "--examples wants a positive number"},
		{[]string{"--from", "rfc9999", "--out", "o", "a"}, "--from:"},
		{[]string{"--from", "auto", "--to", "whatwg,nope", "--out", "o", "a"}, "--to:"},
		{[]string{"--from", "auto", "--out", "o", "-j", "x", "a"}, `invalid value "x" for flag -j`},
		{[]string{"--from", "auto", "--out", "o", "--nope", "a"}, "flag provided but not defined: -nope"},
		{[]string{"--from", "auto", "--out", "o", "--date", "1996-01-01", "--date", "1997-01-01", "a"}, "given twice"},
		{[]string{"--from", "auto", "--out", "o", "--manifest", "nosuch.tsv"}, "--manifest: open nosuch.tsv"},
	} {
		f, fs := newFlags()
		args, err := parseArgs(fs, tc.args)
		if err == nil {
			_, err = f.options(args)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestRunLikeMigrate runs the command's pipeline on Prism with a
// directory, a glob and an input that names
// nothing, and checks its messages, exit status and outputs against
// migrate's over the same arguments, expanded as the migrate command
// expands them.
func TestRunLikeMigrate(t *testing.T) {
	args := []string{"../../../testdata/migrate/pages", "../../../testdata/migrate/*.warc*", "no-such-file.warc", "-j", "2", "--metrics", "--from", "auto", "--out", t.TempDir()}
	opt, status, stderr := runCommand(t, args)

	cfg, err := opt.Config()
	if err != nil {
		t.Fatal(err)
	}
	// The files migrate's command reads for these arguments: the
	// directory's files, sorted; the glob's matches; the missing file as
	// it is.
	pages, _ := filepath.Glob("../../../testdata/migrate/pages/*")
	warcs, _ := filepath.Glob("../../../testdata/migrate/*.warc*")
	if len(pages) == 0 || len(warcs) == 0 {
		t.Fatalf("no test corpus: %q %q", pages, warcs)
	}
	files := append(append(pages, warcs...), "no-such-file.warc")
	want := t.TempDir()
	sum, err := output.Run(context.Background(), files, want, migrate.Options{Config: cfg, Workers: 1}, output.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var wantErr strings.Builder
	for _, fl := range sum.Records.Failures {
		fmt.Fprintf(&wantErr, "uridialect-beam: %s: offset %d: %s\n", fl.File, fl.Offset, fl.Reason)
	}
	wantErr.WriteString(sum.Accounting() + "\n")
	fmt.Fprintf(&wantErr, "metrics: %d files read, at most ", len(files))
	if status != 1 || !strings.HasPrefix(stderr.String(), wantErr.String()) {
		t.Errorf("status %d, stderr:\n%s\nwant status 1, stderr:\n%s...", status, stderr.String(), wantErr.String())
	}
	if !strings.Contains(stderr.String(), "no-such-file.warc: offset 0: cannot read the file") {
		t.Errorf("the input that names nothing is not reported:\n%s", stderr.String())
	}
	for _, name := range []string{output.SummaryJSON, output.ReportHTML} {
		g, _ := os.ReadFile(filepath.Join(opt.Out, name))
		w, _ := os.ReadFile(filepath.Join(want, name))
		if len(w) == 0 || !bytes.Equal(g, w) {
			t.Errorf("%s differs from migrate's", name)
		}
	}
}

// TestReadmeExample runs the README's uridialect-beam command from the
// repository's root, as the README runs it (its --out in a temporary
// folder), and checks that it prints the lines of the text block that
// follows it.
func TestReadmeExample(t *testing.T) {
	b, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var command string
	var want strings.Builder
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "uridialect-beam ") {
			continue
		}
		command = l
		for i++; i < len(lines) && lines[i] != "```text"; i++ {
		}
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			want.WriteString(lines[i] + "\n")
		}
		break
	}
	if command == "" || want.Len() == 0 {
		t.Fatalf("no uridialect-beam command followed by a text block in the README")
	}
	args := strings.Fields(command)[1:]
	for i := range args {
		if i > 0 && args[i-1] == "--out" {
			args[i] = t.TempDir()
		}
	}
	t.Chdir("../../..")
	if _, status, stderr := runCommand(t, args); status != 0 || stderr.String() != want.String() {
		t.Errorf("README: %s\nexit status %d, printed:\n%s\nthe README shows:\n%s", command, status, stderr.String(), want.String())
	}
}

// runCommand runs the command line args (without the command's name) as
// main does, with the runner of the test binary's flags (Prism), and
// returns its options, exit status and standard error.
func runCommand(t *testing.T, args []string) (pipeline.Options, int, *bytes.Buffer) {
	t.Helper()
	f, fs := newFlags()
	inputs, err := parseArgs(fs, args)
	if err != nil {
		t.Fatal(err)
	}
	opt, err := f.options(inputs)
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	status := run(context.Background(), opt, f.metrics, &stderr)
	return opt, status, &stderr
}

// TestOutLikeMigrate checks that an --out that migrate refuses is refused
// with exit status 2 and nothing written: one that holds an input, and
// one that holds an earlier run's outputs without --overwrite; with it,
// the earlier outputs are replaced.
func TestOutLikeMigrate(t *testing.T) {
	sample := "../../../testdata/migrate/sample.warc.gz"
	out := filepath.Join(t.TempDir(), "out")
	run := func(args ...string) (int, string) {
		_, status, stderr := runCommand(t, append([]string{"--from", "auto", "--quiet"}, args...))
		return status, stderr.String()
	}
	if status, stderr := run("--out", out, sample); status != 0 {
		t.Fatalf("first run: status %d, %s", status, stderr)
	}
	summary, err := os.ReadFile(filepath.Join(out, output.SummaryJSON))
	if err != nil {
		t.Fatal(err)
	}
	if status, stderr := run("--out", out, sample); status != 2 || !strings.Contains(stderr, "--overwrite replaces them") {
		t.Errorf("a second run into the same --out: status %d, %q; want 2 and the advice of --overwrite", status, stderr)
	}
	if status, stderr := run("--overwrite", "--out", out, sample); status != 0 {
		t.Errorf("a second run with --overwrite: status %d, %s", status, stderr)
	}
	if again, _ := os.ReadFile(filepath.Join(out, output.SummaryJSON)); !bytes.Equal(again, summary) {
		t.Errorf("the run with --overwrite wrote another summary.json")
	}
	in := filepath.Dir(sample)
	status, stderr := run("--out", in, sample)
	if want := "uridialect-beam: --out " + in + ": it holds the input " + sample + "\n"; status != 2 || stderr != want {
		t.Errorf("an --out holding the input: status %d, %q; want 2, %q", status, stderr, want)
	}
	for _, name := range []string{output.ManifestJSON, output.PartsDir, output.SummaryJSON} {
		if _, err := os.Stat(filepath.Join(in, name)); err == nil {
			t.Errorf("%s written into the input's folder", name)
		}
	}
}

// TestCapturesLikeMigrate runs the command with --captures: an index of
// the test crawl's targets, and a source that names nothing. Standard
// error holds what migrate's command prints: the source that cannot be
// read, then migrate's accounting lines with the replay verdicts'; the
// exit status is 1, as migrate's; summary.json is migrate's.
func TestCapturesLikeMigrate(t *testing.T) {
	crawl := "../../../testdata/captures/crawl/"
	args := []string{"--from", "auto", "--out", t.TempDir(), "--captures", crawl + "targets.cdxj", "--captures", "no-such-index.cdxj", crawl + "pages.warc.gz"}
	opt, status, stderr := runCommand(t, args)

	cfg, err := opt.Config()
	if err != nil {
		t.Fatal(err)
	}
	coll := replay.Open(opt.Captures, opt.Inputs, captures.IndexOptions{})
	defer coll.Close()
	problems, lost := replay.Problems(coll)
	if len(problems) != 1 || !lost {
		t.Fatalf("captures: %v; want one source that cannot be read", problems)
	}
	cfg.Replay = replay.NewReplayer(coll)
	want := t.TempDir()
	sum, err := output.Run(context.Background(), []string{crawl + "pages.warc.gz"}, want, migrate.Options{Config: cfg, Workers: 1}, output.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Replay == nil {
		t.Fatal("migrate looked no link up")
	}
	wantErr := fmt.Sprintf("uridialect-beam: --captures: %v\n%s\n", problems[0], sum.Accounting())
	if status != 1 || stderr.String() != wantErr {
		t.Errorf("status %d, stderr:\n%s\nwant status 1, stderr:\n%s", status, stderr.String(), wantErr)
	}
	g, _ := os.ReadFile(filepath.Join(opt.Out, output.SummaryJSON))
	w, _ := os.ReadFile(filepath.Join(want, output.SummaryJSON))
	if len(w) == 0 || !bytes.Equal(g, w) {
		t.Errorf("%s differs from migrate's", output.SummaryJSON)
	}
}
