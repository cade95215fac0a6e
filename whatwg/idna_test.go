package whatwg

import (
	"encoding/json"
	"os"
	"testing"
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
// them again). Every entry must give its output, or fail when the output
// is null.
func TestIdnaTestV2(t *testing.T) {
	data, err := os.ReadFile("../testdata/whatwg/IdnaTestV2.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	total, passed := 0, 0
	for _, m := range raw {
		if m[0] == '"' {
			continue // a comment
		}
		var c idnaCase
		if err := json.Unmarshal(m, &c); err != nil {
			t.Fatal(err)
		}
		if c.Input == "" {
			// WPT's IdnaTestV2.any.js skips it ("cannot test empty string
			// input through new URL()"): the host parser never sees an
			// empty domain, and the domain parser says "If result is the
			// empty string, then return failure".
			if got, ok := parseHostText(c.Input); ok {
				t.Errorf("the empty host: got %q, want failure", got)
			}
			continue
		}
		total++
		got, ok := parseHostText(c.Input)
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
	t.Logf("IdnaTestV2.json: %d of %d entries pass", passed, total)
	if total != 2670 {
		t.Errorf("IdnaTestV2.json has %d entries, want 2670: a new copy? update this count and testdata/whatwg/README.md", total)
	}
}
