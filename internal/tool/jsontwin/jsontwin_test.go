package jsontwin

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTwin(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://a/b", ""},
		{"", ""},
		{"caf\u00e9", ""},
		{"b\xff", "Yv8="},
		{"/caf\xe9", "L2NhZuk="},
	} {
		if got := twin(tc.in); got != tc.want {
			t.Errorf("twin(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// encodingJSON is s as encoding/json writes it without HTML escaping.
func encodingJSON(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return string(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}

// strings is every byte alone, the escapes, runes of every length, bad
// UTF-8 of every shape, and the line and paragraph separators.
func testStrings() []string {
	ss := []string{"", "plain", `"quoted" \ back`, "<a href=x>&amp;</a>", "tab\tnl\nbs\bff\fcr\r", "\u2028\u2029",
		"caf\u00e9 \u65e5\u672c \U0001F600", "\xff", "a\xc3", "\xe2\x82", "\xed\xa0\x80", "\xf0\x9f\x98", "\x7f\x00"}
	for c := 0; c < 256; c++ {
		ss = append(ss, string([]byte{byte(c)}), "x"+string([]byte{byte(c)})+"y")
	}
	return ss
}

// AppendString writes a string as encoding/json does: one codec for the
// command's JSON, the summary and the link table.
func TestAppendStringIsEncodingJSON(t *testing.T) {
	for _, s := range testStrings() {
		assert.Equal(t, encodingJSON(s), string(AppendString(nil, s)), "%q", s)
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range testStrings() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(AppendString(nil, s)), encodingJSON(s); got != want {
			t.Fatalf("AppendString(%q) = %s, encoding/json %s", s, got, want)
		}
	})
}

func TestAppendField(t *testing.T) {
	assert.Equal(t, `"raw":"g"`, string(AppendField(nil, "raw", "g")))
	assert.Equal(t, `"raw":"/caf\ufffd","raw_bytes":"L2NhZuk="`, string(AppendField(nil, "raw", "/caf\xe9")))
}

type counts struct {
	Links   int `json:"links"`
	Changed int `json:"changed"`
}

type verdict string

type inner struct {
	V string `json:"v"`
}

// sample has the kinds of field the module's reports have.
type sample struct {
	Document string `json:"document"`
	counts
	Offset   int64             `json:"offset"`
	Raw      string            `json:"raw,omitempty"`
	Verdict  verdict           `json:"verdict"`
	OK       bool              `json:"ok,omitempty"`
	Partial  bool              `json:"partial"`
	List     []string          `json:"list,omitempty"`
	Map      map[string]int    `json:"map"`
	Step     *inner            `json:"step,omitempty"`
	Inner    inner             `json:"inner"`
	Labels   map[string]counts `json:"labels,omitempty"`
	Untagged string
	Skipped  string `json:"-"`
	hidden   string
}

// Marshal writes what encoding/json writes, with the twins after their
// fields.
func TestMarshal(t *testing.T) {
	v := sample{Document: "http://a/<b>&c", counts: counts{3, 1}, Offset: -1, Verdict: "same", Partial: true,
		Map: map[string]int{"b": 2, "a": 1}, Step: &inner{"x"}, Untagged: "u", Skipped: "s", hidden: "h"}
	got, err := Marshal(v)
	require.NoError(t, err)
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(v))
	assert.Equal(t, string(bytes.TrimSuffix(want.Bytes(), []byte("\n"))), string(got), "UTF-8 throughout: no twin")

	v.Raw, v.Verdict, v.Step.V = "/caf\xe9", "\xff", "\xfe"
	got, err = Marshal(&v)
	require.NoError(t, err)
	assert.Contains(t, string(got), `"raw":"/caf\ufffd","raw_bytes":"L2NhZuk=","verdict":"\ufffd","verdict_bytes":"/w==",`)
	assert.Contains(t, string(got), `"step":{"v":"\ufffd"}`, "a nested struct is encoding/json's")

	got, err = Marshal((*sample)(nil))
	require.NoError(t, err)
	assert.Equal(t, "null", string(got))
	_, err = Marshal(3)
	assert.Error(t, err)
}

type twinned struct {
	Document string `json:"document"`
	counts
	Raw string `json:"raw,omitempty"`
}

func (e twinned) MarshalJSON() ([]byte, error)  { return Marshal(e) }
func (e *twinned) UnmarshalJSON(b []byte) error { return Unmarshal(b, e) }

// A struct whose MarshalJSON and UnmarshalJSON are the codec's comes
// back from JSON byte for byte, inside whatever holds it.
func TestRoundTrip(t *testing.T) {
	in := map[string][]twinned{"x": {
		{Document: "http://a/caf\xe9", counts: counts{2, 1}, Raw: "g\xff\x00h"},
		{Document: "http://a/b", Raw: ""},
	}}
	b, err := json.Marshal(in)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"document_bytes":"aHR0cDovL2EvY2Fm6Q=="`)
	var back map[string][]twinned
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, in, back)
	assert.Error(t, Unmarshal(b, in), "not a pointer to a struct")
}

func TestUntwin(t *testing.T) {
	keys := []string{"document", "raw", "raw_bytes", "other_bytes"}
	vals := []string{"d", "\ufffd", "L2NhZuk=", "Yv8="}
	keys, vals, err := Untwin(keys, vals)
	require.NoError(t, err)
	assert.Equal(t, []string{"document", "raw", "other_bytes"}, keys, "a twin without its field stays")
	assert.Equal(t, []string{"d", "/caf\xe9", "Yv8="}, vals)
	_, _, err = Untwin([]string{"raw", "raw_bytes"}, []string{"x", "!!"})
	assert.Error(t, err)

	// migrate's JSONL link table writes its twins percent-encoded.
	keys, vals, err = Untwin([]string{"raw", "raw_bytes"}, []string{"/café x", "/caf%E9%20x%25%22%0a"})
	require.NoError(t, err)
	assert.Equal(t, []string{"raw"}, keys)
	assert.Equal(t, []string{"/caf\xe9 x%\"\n"}, vals)
	for _, bad := range []string{"a%", "a%4", "a%G0"} {
		_, _, err = Untwin([]string{"raw", "raw_bytes"}, []string{"x", bad})
		assert.Error(t, err, bad)
	}
}
