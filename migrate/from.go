package migrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/uridialect/uridialect/engine"
)

// From is the dialect the documents were written for: one configuration,
// or one per era of capture dates (auto).
type From struct {
	// Eras, in order of their start; a record takes the configuration of
	// the last era that starts at or before its date. A record without a
	// date takes the last era's (the current standard's).
	Eras []Era
}

// An Era is a configuration and the date from which it applies.
type Era struct {
	Since  time.Time // zero for the first era
	Config engine.Config
}

// Fixed returns the From of one configuration for every record.
func Fixed(c engine.Config) From { return From{Eras: []Era{{Config: c}}} }

// AutoEras is the era table of "auto" (ParseFrom): each specification from
// its month of publication, the time resolvers took to follow being left
// to an override. RFC 1630 (June 1994) is the first; RFC 1808 from June
// 1995; RFC 2396 from August 1998; RFC 3986 from January 2005.
const AutoEras = "rfc1630;1995-06-01=rfc1808;1998-08-01=rfc2396;2005-01-01=rfc3986"

// ParseFrom reads a From as the command's --from takes it: a
// configuration (engine.ParseConfig's forms), "auto" for AutoEras, or an
// era table "CONFIG;DATE=CONFIG;...": the first configuration before the
// first date, each DATE=CONFIG from that date (YYYY-MM-DD, UTC) on.
func ParseFrom(s string) (From, error) {
	s = strings.TrimSpace(s)
	if s == "auto" {
		s = AutoEras
	}
	if !strings.Contains(s, ";") {
		c, err := engine.ParseConfig(s)
		if err != nil {
			return From{}, err
		}
		return Fixed(c), nil
	}
	var f From
	for i, part := range strings.Split(s, ";") {
		date, name, ok := strings.Cut(part, "=")
		if i == 0 {
			name, date, ok = part, "", true
		}
		if !ok {
			return From{}, fmt.Errorf("migrate: era %q: want DATE=CONFIG", part)
		}
		var since time.Time
		if date != "" {
			t, err := time.Parse("2006-01-02", strings.TrimSpace(date))
			if err != nil {
				return From{}, fmt.Errorf("migrate: era %q: want a date YYYY-MM-DD", part)
			}
			if n := len(f.Eras); n > 0 && !t.After(f.Eras[n-1].Since) {
				return From{}, fmt.Errorf("migrate: era %q: dates must increase", part)
			}
			since = t
		}
		c, err := engine.ParseConfig(name)
		if err != nil {
			return From{}, err
		}
		f.Eras = append(f.Eras, Era{Since: since, Config: c})
	}
	return f, nil
}

// For returns the configuration of a record captured at date.
func (f From) For(date time.Time) engine.Config {
	if date.IsZero() {
		return f.Eras[len(f.Eras)-1].Config
	}
	c := f.Eras[0].Config
	for _, e := range f.Eras[1:] {
		if !date.Before(e.Since) {
			c = e.Config
		}
	}
	return c
}

// Configs returns the era's configurations, in order, once each.
func (f From) Configs() []engine.Config {
	var out []engine.Config
	seen := map[string]bool{}
	for _, e := range f.Eras {
		if !seen[e.Config.Name()] {
			seen[e.Config.Name()] = true
			out = append(out, e.Config)
		}
	}
	return out
}

// String writes f as ParseFrom reads it.
func (f From) String() string {
	parts := make([]string, len(f.Eras))
	for i, e := range f.Eras {
		parts[i] = e.Config.Name()
		if i > 0 {
			parts[i] = e.Since.Format("2006-01-02") + "=" + parts[i]
		}
	}
	return strings.Join(parts, ";")
}
