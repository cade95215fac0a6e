package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// A Config is one point of the configuration space: a registered dialect
// with some of its options set. Its name is the command line that selects
// it, "rfc2396 -o dotdot=drop", and [ParseConfig] reads it back.
type Config struct {
	Dialect dialect.Dialect
	// Settings are the options that differ from the dialect's defaults,
	// in the order the dialect describes them (its String).
	Settings []Setting
}

// A Setting is one option of a Config: KEY=VALUE.
type Setting struct{ Key, Value string }

func (s Setting) String() string { return s.Key + "=" + s.Value }

// Name returns the configuration as the command line selects it: the
// dialect's name, then " -o KEY=VALUE" for each setting, in order.
func (c Config) Name() string {
	var b strings.Builder
	b.WriteString(c.Dialect.Name())
	for _, s := range c.Settings {
		b.WriteString(" -o ")
		b.WriteString(s.String())
	}
	return b.String()
}

// Get returns the value of option key in c, and whether c sets it; an
// option c does not set has its default.
func (c Config) Get(key string) (string, bool) {
	for _, s := range c.Settings {
		if s.Key == key {
			return s.Value, true
		}
	}
	return "", false
}

// ConfigOf returns the Config of d, its settings read from what d's String
// describes ("rfc2396(samedoc=keep,dotdot=drop)"). A dialect that describes
// nothing more than its name has no settings.
func ConfigOf(d dialect.Dialect) Config {
	c := Config{Dialect: d}
	str, ok := d.(fmt.Stringer)
	if !ok {
		return c
	}
	rest, ok := strings.CutPrefix(str.String(), d.Name()+"(")
	if !ok || !strings.HasSuffix(rest, ")") {
		return c
	}
	for _, kv := range strings.Split(strings.TrimSuffix(rest, ")"), ",") {
		k, v, _ := strings.Cut(kv, "=")
		c.Settings = append(c.Settings, Setting{k, v})
	}
	return c
}

// ParseConfig reads a configuration in any of the forms uridialect writes
// or takes: a Config's name ("rfc2396 -o dotdot=drop -o samedoc=keep"), a
// dialect's String ("rfc2396(dotdot=drop,samedoc=keep)"), or migrate's
// DIALECT:OPTIONS ("rfc2396:dotdot=drop,samedoc=keep"). The Config it
// returns has its canonical name: options at their default are left out
// and the rest are in the dialect's order.
func ParseConfig(s string) (Config, error) {
	s = strings.TrimSpace(s)
	var name string
	var opts []string
	switch i := strings.IndexAny(s, " \t(:"); {
	case i < 0:
		name = s
	case s[i] == '(':
		if !strings.HasSuffix(s, ")") {
			return Config{}, fmt.Errorf("engine: configuration %q: want NAME(KEY=VALUE,...)", s)
		}
		name, opts = s[:i], splitList(s[i+1:len(s)-1])
	case s[i] == ':':
		name, opts = s[:i], splitList(s[i+1:])
	default:
		name = s[:i]
		fields := strings.Fields(s[i:])
		for j := 0; j < len(fields); j++ {
			f := fields[j]
			if v, ok := strings.CutPrefix(f, "-o="); ok {
				opts = append(opts, v)
				continue
			}
			if f != "-o" || j+1 == len(fields) {
				return Config{}, fmt.Errorf("engine: configuration %q: want NAME followed by -o KEY=VALUE pairs", s)
			}
			j++
			opts = append(opts, fields[j])
		}
	}
	d, err := Get(name, opts...)
	if err != nil {
		return Config{}, err
	}
	return ConfigOf(d), nil
}

func splitList(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// Configurations returns the configuration space: every registered dialect
// crossed with every value of each of its options that changes how it
// resolves, in registry order, each dialect's defaults first.
//
// The options crossed are the enumerated ones ([dialect.OptionInfo]
// Enumerated): free values are left out, for they are limits (maxlength,
// which changes no answer within it) or open-ended (draft01's context
// names the scheme of a base that has none; whatwg's encoding is the
// page's, not the resolver's). The one open-ended option crossed is
// draft01's membership of a scheme in the five sets of its Section 2.3,
// scheme.NAME, and only for the schemes named here: those of the bases
// the evidence resolves against, since the draft parses and resolves a
// reference by its base's scheme (Section 4, step 3). Each such scheme
// takes every one of the 32 memberships (16 when fragments=none, which
// empties Uses-Fragment), its row of Section 2.3.6 (or none, if it has
// none) being the default. The space multiplies by 32 for each scheme.
// A name that is not a scheme (RFC 1738 on: a letter, then letters,
// digits, "+", "-" and ".") names no base and is passed over.
func Configurations(schemes ...string) []Config {
	var out []Config
	for _, d := range registry {
		out = append(out, cross(d, schemes)...)
	}
	return out
}

// cross returns d crossed with its enumerated options and, for draft01,
// with the memberships of schemes.
func cross(d dialect.Dialect, schemes []string) []Config {
	ds := []dialect.Dialect{d}
	for _, o := range Options(d) {
		if !o.Enumerated || len(o.Values) < 2 {
			continue
		}
		var next []dialect.Dialect
		for _, x := range ds {
			for _, v := range o.Values {
				y, err := Configure(x, o.Key+"="+v)
				if err != nil {
					panic(fmt.Sprintf("engine: %s lists %s=%s but refuses it: %v", d.Name(), o.Key, v, err))
				}
				next = append(next, y)
			}
		}
		ds = next
	}
	if d.Name() == draft01.Default.Name() {
		for _, s := range normalSchemes(schemes) {
			ds = crossMembership(ds, s)
		}
	}
	out := make([]Config, len(ds))
	for i, x := range ds {
		out[i] = ConfigOf(x)
	}
	return out
}

// crossMembership crosses each draft01 dialect with every membership of
// scheme in the sets of Section 2.3, leaving the scheme undeclared where
// the membership is the one it has by default.
func crossMembership(ds []dialect.Dialect, scheme string) []dialect.Dialect {
	row := draft01.Categories(0)
	for _, r := range draft01.Table() {
		if r.Scheme == scheme {
			row = r.Categories
		}
	}
	var out []dialect.Dialect
	for _, d := range ds {
		all := draft01.UsesNetloc | draft01.NonHierarchical | draft01.UsesParams | draft01.UsesQuery | draft01.UsesFragment
		def := row
		if v, _ := ConfigOf(d).Get("fragments"); v == "none" {
			all &^= draft01.UsesFragment
			def &^= draft01.UsesFragment
		}
		out = append(out, d) // the default membership first
		for c := draft01.Categories(0); c <= all; c++ {
			if c&^all != 0 || c == def {
				continue
			}
			y, err := Configure(d, "scheme."+scheme+"="+c.String())
			if err != nil {
				panic(fmt.Sprintf("engine: draft01 refuses scheme.%s=%s: %v", scheme, c, err))
			}
			out = append(out, y)
		}
	}
	return out
}

// normalSchemes lower-cases, sorts and deduplicates scheme names, and
// drops what is not one.
func normalSchemes(schemes []string) []string {
	out := make([]string, 0, len(schemes))
	for _, s := range schemes {
		if s = strings.ToLower(strings.TrimSpace(s)); uritext.IsScheme(s) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// SchemeOf returns the scheme of a URI, lower-cased, or "" if it has none:
// the letters, digits, "+", "-" and "." before the first ":", beginning
// with a letter, as every revision from RFC 1738 on writes it.
func SchemeOf(uri string) string {
	return strings.ToLower(uri[:uritext.SchemeLen(uri)])
}
