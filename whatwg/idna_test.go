package whatwg

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// An idnaCase is one entry of web-platform-tests' IdnaTestV2.json: the
// host the host parser makes of input, or null for failure.
type idnaCase struct {
	Input  string  `json:"input"`
	Output *string `json:"output"`
}

// parseHostText runs the host parser on s, for a special URL.
func parseHostText(s string) (string, bool) {
	p := &parser{in: s}
	p.record.reset()
	if !p.parseHost(0, len(s), false) {
		return "", false
	}
	return string(p.out), true
}

// TestIdnaTestV2 runs every entry of IdnaTestV2.json through the host
// parser (WPT's IdnaTestV2.any.js does it through new URL("https://" +
// input + "/x"), with ":/?#\" percent-encoded; the host parser decodes
// them again). An entry must give its output, or fail when the output is
// null, except the entries listed in testdata/whatwg/idna-divergences-
// UNICODE.txt for the Unicode version of x/net/idna's tables, which must
// give exactly the result listed there, for the reason given there.
func TestIdnaTestV2(t *testing.T) {
	data, err := os.ReadFile("../testdata/whatwg/IdnaTestV2.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	divergences := readDivergences(t, "../testdata/whatwg/idna-divergences-"+idna.UnicodeVersion+".txt")
	total, passed, diverged := 0, 0, 0
	for _, m := range raw {
		if m[0] == '"' {
			continue // a comment
		}
		var c idnaCase
		if err := json.Unmarshal(m, &c); err != nil {
			t.Fatal(err)
		}
		total++
		got, ok := parseHostText(c.Input)
		gotText := "failure"
		if ok {
			gotText = strconv.Quote(got)
		}
		if want, listed := divergences[c.Input]; listed {
			delete(divergences, c.Input)
			if gotText != want {
				t.Errorf("host %q: got %s, but the divergence file says %s", c.Input, gotText, want)
			}
			diverged++
			continue
		}
		switch {
		case c.Output == nil && ok:
			t.Errorf("host %q: got %q, want failure", c.Input, got)
		case c.Output != nil && !ok:
			t.Errorf("host %q: failure, want %q", c.Input, *c.Output)
		case c.Output != nil && got != *c.Output:
			t.Errorf("host %q: got %q, want %q", c.Input, got, *c.Output)
		default:
			passed++
		}
	}
	for in := range divergences {
		t.Errorf("the divergence file lists %q, which IdnaTestV2.json does not hold", in)
	}
	t.Logf("IdnaTestV2.json: %d entries: %d as the data says, %d as the divergence file for Unicode %s says", total, passed, diverged, idna.UnicodeVersion)
}

// readDivergences reads a file of lines "INPUT<TAB>RESULT", both
// Go-quoted but for the word failure, after comment lines starting with
// "#". A missing file lists nothing.
func readDivergences(t *testing.T, path string) map[string]string {
	out := map[string]string{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		in, want, ok := strings.Cut(text, "\t")
		input, err := strconv.Unquote(in)
		if !ok || err != nil {
			t.Fatalf("%s:%d: want a quoted input, a TAB and a result", path, line)
		}
		out[input] = want
	}
	return out
}
