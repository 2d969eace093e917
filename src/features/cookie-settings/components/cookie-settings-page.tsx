import { Cookie, Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";

import { COOKIE_CATEGORIES, GLOBAL_PRIVACY_CONTROL_NOTICE } from "../content";
import {
  ALL_COOKIES,
  type CookieCategory,
  type CookieSettings,
  ESSENTIAL_COOKIES_ONLY,
  saveCookieSettings,
  useGlobalPrivacyControl,
  useSavedCookieSettings,
} from "../cookie-settings-store";

export function CookieSettingsPage() {
  const saved = useSavedCookieSettings();
  const globalPrivacyControl = useGlobalPrivacyControl();
  // Switches the visitor has changed but not saved yet; null means "show what is saved".
  const [draft, setDraft] = useState<CookieSettings | null>(null);
  const settings = draft ?? saved;

  const toggle = (category: CookieCategory, checked: boolean) =>
    setDraft({ ...settings, [category]: checked, essential: true });

  const store = (next: CookieSettings, confirmation: { title: string; description: string }) => {
    if (saveCookieSettings(next)) {
      setDraft(null);
      toast(confirmation);
    } else {
      setDraft(next);
      toast({
        title: "Couldn't save your preferences",
        description: "Your browser is blocking site storage, so these choices apply to this visit only.",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <Cookie className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Cookie Settings</h1>
      </div>
      <p className="mt-5 text-muted-foreground">
        Choose which cookies Tapsheet may use on this device. Your choices are saved in this browser and
        remembered the next time you visit. You can change them here at any time. Read the{" "}
        <Link to="/cookies" className="font-medium text-primary underline underline-offset-4">
          Cookie Notice
        </Link>{" "}
        for what each category covers.
      </p>
      {globalPrivacyControl ? (
        <p className="mt-5 rounded-lg border border-border bg-secondary p-4 text-sm text-secondary-foreground">
          {GLOBAL_PRIVACY_CONTROL_NOTICE}
        </p>
      ) : null}

      <ul className="mt-10 grid gap-4">
        {COOKIE_CATEGORIES.map(({ key, title, description }) => {
          const switchId = `cookie-${key}`;
          const descriptionId = `${switchId}-description`;
          const locked = key === "essential";
          return (
            <li key={key}>
              <Card>
                <CardContent className="flex items-start justify-between gap-4 p-5 sm:p-6">
                  <div className="grid gap-1.5">
                    <h2 className="text-lg font-semibold">
                      <Label htmlFor={switchId} className="text-lg leading-snug font-semibold">
                        {title}
                      </Label>
                    </h2>
                    <p id={descriptionId} className="text-sm text-muted-foreground">
                      {description}
                      {locked ? (
                        <span className="mt-2 flex items-center gap-1.5 font-medium text-foreground">
                          <Lock className="size-3.5" aria-hidden="true" />
                          Always on: the site cannot work without them.
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <Switch
                    id={switchId}
                    className="mt-1"
                    checked={locked ? true : settings[key]}
                    disabled={locked}
                    aria-describedby={descriptionId}
                    onCheckedChange={(checked) => toggle(key, checked)}
                  />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          onClick={() =>
            store(settings, {
              title: "Settings Saved",
              description: "Your cookie preferences have been updated successfully.",
            })
          }
        >
          Save My Preferences
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() =>
            store(ALL_COOKIES, {
              title: "All Cookies Accepted",
              description: "You have accepted all cookie categories.",
            })
          }
        >
          Accept All Cookies
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() =>
            store(ESSENTIAL_COOKIES_ONLY, {
              title: "Optional Cookies Rejected",
              description: "Only essential cookies will be used.",
            })
          }
        >
          Reject Optional Cookies
        </Button>
      </div>
    </div>
  );
}
