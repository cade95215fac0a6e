package python15_test

import (
	"encoding/hex"
	"os"
	"os/exec"
	"testing"

	"github.com/uridialect/uridialect/clients/python15"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// urljoinLoop is the Python 2 program the test runs: for each line, the
// base and the reference hex-encoded and separated by a TAB, it writes
// urlparse.urljoin(base, reference) hex-encoded, or "ERR".
const urljoinLoop = `
import sys, urlparse, binascii
for line in iter(sys.stdin.readline, ''):
    b, r = line.rstrip('\n').split('\t')
    try:
        out = binascii.hexlify(urlparse.urljoin(binascii.unhexlify(b), binascii.unhexlify(r)))
    except Exception:
        out = 'ERR'
    sys.stdout.write(out + '\n')
    sys.stdout.flush()
`

// python27 returns a Python 2.7 interpreter that has urlparse: the one
// URIDIALECT_PYTHON27 names, else python2.7 on the PATH.
func python27(t *testing.T) string {
	py := os.Getenv("URIDIALECT_PYTHON27")
	if py == "" {
		py = "python2.7"
	}
	if out, err := exec.Command(py, "-c", "import urlparse").CombinedOutput(); err != nil {
		t.Skipf("no Python 2.7 with urlparse (%s: %v %s): set URIDIALECT_PYTHON27 to one to run this check", py, err, out)
	}
	return py
}

// TestAgainstPython27 runs Python 2.7's own urlparse.urljoin on 20,000
// generated pairs (dialecttest.Generate: white space, schemes, params,
// queries, fragments, ".." above the root, backslashes, "//host") and
// checks that python15 -o version=2.7 gives the same string for every
// one. The interpreter is the machine's; the test skips, saying why,
// where there is none.
func TestAgainstPython27(t *testing.T) {
	py := python27(t)
	urljoin := dialecttest.StartPeer(t, "urljoin", exec.Command(py, "-c", urljoinLoop))
	d := python15.New(python15.WithVersion(python15.Version27))
	agree, total := 0, 0
	for _, p := range dialecttest.Generate(20000, 27) {
		line := urljoin.Ask(hex.EncodeToString([]byte(p.Base)) + "\t" + hex.EncodeToString([]byte(p.Ref)))
		want := "ERR"
		if line != "ERR" {
			b, err := hex.DecodeString(line)
			if err != nil {
				t.Fatal(err)
			}
			want = string(b)
		}
		got, err := dialect.ResolveString(d, p.Base, p.Ref)
		if err != nil {
			got = "ERR"
		}
		total++
		if got == want {
			agree++
		} else {
			t.Errorf("urljoin(%q, %q): Python 2.7 %q, %v %q", p.Base, p.Ref, want, d, got)
		}
	}
	t.Logf("Python 2.7's urljoin: %d of %d generated pairs agree", agree, total)
}
