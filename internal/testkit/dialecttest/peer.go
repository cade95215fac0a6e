package dialecttest

import (
	"bufio"
	"io"
	"os/exec"
	"testing"
)

// A Peer is a reference implementation run as a process that answers one
// line for every line it reads, as the checks against a library of the
// time (Python's urljoin, commons-httpclient) run it: a question per
// pair, the answer before the next question.
type Peer struct {
	t    testing.TB
	name string
	in   io.WriteCloser
	out  *bufio.Scanner
}

// StartPeer starts cmd, named name in failures, with its standard input
// and output piped to the returned Peer; the process's input is closed,
// and the process waited for, when the test ends.
func StartPeer(t testing.TB, name string, cmd *exec.Cmd) *Peer {
	t.Helper()
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	t.Cleanup(func() { _ = in.Close(); _ = cmd.Wait() })
	return &Peer{t: t, name: name, in: in, out: bufio.NewScanner(out)}
}

// Ask writes question and a new line to the peer and returns the line it
// answers, without its new line. A peer that ends before it answers fails
// the test.
func (p *Peer) Ask(question string) string {
	p.t.Helper()
	if _, err := io.WriteString(p.in, question+"\n"); err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
	if !p.out.Scan() {
		p.t.Fatalf("%s ended: %v", p.name, p.out.Err())
	}
	return p.out.Text()
}
