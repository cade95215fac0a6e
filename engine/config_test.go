package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// Every configuration's name is read back, in each of the three forms,
// as the same configuration, and names are unique.
func TestConfigNamesRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Configurations("http", "https") {
		name := c.Name()
		require.False(t, seen[name], "two configurations named %q", name)
		seen[name] = true
		got, err := ParseConfig(name)
		require.NoError(t, err, name)
		assert.Equal(t, name, got.Name())
		assert.Equal(t, c.Dialect, got.Dialect, name)
		var kvs []string
		for _, s := range c.Settings {
			kvs = append(kvs, s.String())
		}
		for _, form := range []string{
			c.Dialect.Name() + "(" + strings.Join(kvs, ",") + ")",
			c.Dialect.Name() + ":" + strings.Join(kvs, ","),
		} {
			got, err := ParseConfig(form)
			require.NoError(t, err, form)
			assert.Equal(t, name, got.Name(), form)
		}
	}
}

// The space holds each dialect crossed with its enumerated options, and
// draft01 with the memberships of the schemes named: 32 each, 16 with
// fragments=none.
func TestConfigurationsCount(t *testing.T) {
	count := func(schemes ...string) map[string]int {
		m := map[string]int{}
		for _, c := range Configurations(schemes...) {
			m[c.Dialect.Name()]++
		}
		return m
	}
	for _, d := range All() {
		want := 1
		for _, o := range Options(d) {
			if o.Enumerated {
				want *= len(o.Values)
			}
		}
		if d.Name() != "draft01" {
			assert.Equal(t, want, count()[d.Name()], d.Name())
			assert.Equal(t, want, count("http", "https")[d.Name()], d.Name())
		}
	}
	assert.Equal(t, 32, count()["rfc1630"], "five two-valued options")
	assert.Equal(t, 24, count()["rfc2396"], "samedoc, samescheme, dotdot, ipv6")
	assert.Equal(t, 2, count()["draft01"], "fragments")
	assert.Equal(t, 32+16, count("http")["draft01"])
	assert.Equal(t, 32*32+16*16, count("HTTP", "https", "http")["draft01"])
	assert.Equal(t, 32+16, count("http", "a b", "", "1x", "x:")["draft01"], "names that are not schemes are passed over")
	first := Configurations()[0]
	assert.Equal(t, "rfc1630", first.Name(), "each dialect's defaults first")
	assert.Empty(t, first.Settings)
}

// No configuration sets a limit, and the default membership of a
// scheme is left undeclared.
func TestConfigurationsLeaveOut(t *testing.T) {
	for _, c := range Configurations("http") {
		for _, s := range c.Settings {
			assert.NotEqual(t, "maxlength", s.Key)
			assert.NotEqual(t, "context", s.Key)
			assert.NotEqual(t, "undeclared", s.Key)
			if s.Key == "scheme.http" {
				assert.NotEqual(t, "netloc+params+query+fragment", s.Value)
				if v, _ := c.Get("fragments"); v == "none" {
					assert.NotContains(t, s.Value, "fragment", c.Name())
					assert.NotEqual(t, "netloc+params+query", s.Value, c.Name())
				}
			}
		}
	}
}

func TestParseConfigErrors(t *testing.T) {
	for in, want := range map[string]string{
		"rfc2369":                    `engine: unknown dialect "rfc2369"`,
		"rfc2396 -o":                 `engine: configuration "rfc2396 -o": want NAME followed by -o KEY=VALUE pairs`,
		"rfc2396 dotdot=drop":        `engine: configuration "rfc2396 dotdot=drop": want NAME followed by -o KEY=VALUE pairs`,
		"rfc2396(dotdot=drop":        `engine: configuration "rfc2396(dotdot=drop": want NAME(KEY=VALUE,...)`,
		"rfc2396 -o dotdot=sideways": `rfc2396: option dotdot: unknown value "sideways"`,
		"rfc2396:dotdot":             `engine: option "dotdot": want KEY=VALUE`,
	} {
		_, err := ParseConfig(in)
		if assert.Error(t, err, in) {
			assert.Contains(t, err.Error(), want, in)
		}
	}
	c, err := ParseConfig(" rfc2396 -o dotdot=keep -o=samedoc=keep ")
	require.NoError(t, err)
	assert.Equal(t, "rfc2396 -o samedoc=keep", c.Name(), "a default value is left out")
	assert.Equal(t, []Setting{{"samedoc", "keep"}}, c.Settings)
}

func TestConfigOfPlainDialect(t *testing.T) {
	var d dialect.Dialect = plain{}
	assert.Equal(t, "plain", ConfigOf(d).Name())
}

type plain struct{ dialect.Dialect }

func (plain) Name() string { return "plain" }

func TestSchemeOf(t *testing.T) {
	for in, want := range map[string]string{
		"HTTP://a": "http", "svn+ssh:x": "svn+ssh", "a/b:c": "", "1a:b": "", ":x": "", "g": "", "": "",
	} {
		assert.Equal(t, want, SchemeOf(in), in)
	}
}

// ParseConfig never panics, and what it reads it reads back from the name.
func FuzzParseConfig(f *testing.F) {
	for _, s := range []string{"rfc2396 -o dotdot=drop", "draft01(scheme.http=netloc+query)", "rfc1630:xxx=any,empty=merge", "rfc3986 -o", "(", ":"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseConfig(s)
		if err != nil {
			return
		}
		again, err := ParseConfig(c.Name())
		if err != nil || again.Name() != c.Name() {
			t.Fatalf("ParseConfig(%q) = %q, read back as %q, %v", s, c.Name(), again.Name(), err)
		}
	})
}
